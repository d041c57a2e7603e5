import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Typography')

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivamus tincidunt, erat in malesuada aliquam, est erat faucibus purus, eget viverra nulla sem vitae neque. Quisque id sodales libero.'

export default function TypographyPage() {
  return (
    <>
      <PageHeader title="Typography" crumbs={[{ title: 'Typography' }]} />
      <div className="demo-container" style={{ maxInlineSize: 860 }}>
        <h2>Heading H2</h2>
        <p>{LOREM}</p>
        <h3>Heading H3</h3>
        <p>
          {LOREM} <strong>Bold text</strong>, <em>italic text</em>, <a href="#typography">a link</a>{' '}
          and <code>inline code</code>.
        </p>
        <h4>Heading H4</h4>
        <blockquote>
          <p>{LOREM}</p>
          <footer>— Lorem Ipsum</footer>
        </blockquote>
        <h5>Heading H5</h5>
        <ul>
          <li>Lorem ipsum dolor sit amet</li>
          <li>Consectetur adipiscing elit</li>
          <li>Vivamus tincidunt erat</li>
        </ul>
        <h6>Heading H6</h6>
        <ol>
          <li>Quisque id sodales libero</li>
          <li>Eget viverra nulla sem</li>
        </ol>
        <table className="demo-table">
          <thead>
            <tr>
              <th>Column</th>
              <th>Value</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Lorem</td>
              <td>Ipsum</td>
            </tr>
            <tr>
              <td>Dolor</td>
              <td>Sit amet</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  )
}
