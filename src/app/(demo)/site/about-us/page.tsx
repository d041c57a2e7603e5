import { PageHeader } from '@/demo/components/Breadcrumb'
import { DemoImage } from '@/demo/components/DemoImage'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('About Us')

const TEAM = [
  { name: 'Michael Russo', role: 'Chief Executive Officer', image: 'avatar:210' },
  { name: 'Samantha Smith', role: 'Account Manager', image: 'avatar:30' },
  { name: 'Anthony Harris', role: 'Finance Director', image: 'avatar:150' },
]

export default function AboutUsPage() {
  return (
    <>
      <PageHeader title="About Us" crumbs={[{ title: 'About Us' }]} />
      <div className="demo-container" style={{ maxInlineSize: 960 }}>
        <p style={{ fontSize: 18 }}>
          Lorem ipsum dolor sit amet, consectetur adipiscing elit. Cras at libero tincidunt,
          fringilla massa eget, tincidunt felis. Sed eget egestas eros. Duis vel ante ac est
          imperdiet fermentum non vel erat.
        </p>
        <p>
          Vestibulum ullamcorper, orci at ultrices sodales, tellus diam porta enim, non tempus erat
          nisi eu nunc. Nullam ac tristique massa, at hendrerit felis.
        </p>
        <h2>Meet Our Team</h2>
        <div className="demo-categories">
          {TEAM.map((m) => (
            <div key={m.name} className="demo-card">
              <DemoImage image={m.image} />
              <h3 className="demo-card__name">{m.name}</h3>
              <p className="demo-muted" style={{ margin: 0 }}>
                {m.role}
              </p>
            </div>
          ))}
        </div>
      </div>
    </>
  )
}
