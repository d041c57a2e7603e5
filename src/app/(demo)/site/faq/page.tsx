import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('FAQ')

const SECTIONS = [
  {
    title: 'Shipping Information',
    items: [
      ['What shipping methods are available?', 'Courier delivery and pick-up from our warehouse.'],
      ['How long does delivery take?', 'Usually 2 to 5 working days, depending on the region.'],
    ],
  },
  {
    title: 'Payment Information',
    items: [
      [
        'Which payment methods do you accept?',
        'Bank transfer, check, cash on delivery and PayPal.',
      ],
      ['Is my payment information secure?', 'This is a demo: no payment information is collected.'],
    ],
  },
  {
    title: 'Orders and Returns',
    items: [
      [
        'How do I track my order?',
        'Use the Track Order page with your order ID and email address.',
      ],
      ['Can I return a product?', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'],
    ],
  },
]

export default function FaqPage() {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" crumbs={[{ title: 'FAQ' }]} />
      <div className="demo-container demo-faq" style={{ maxInlineSize: 860 }}>
        {SECTIONS.map((section) => (
          <section key={section.title} className="demo-section">
            <h2>{section.title}</h2>
            {section.items.map(([question, answer]) => (
              <details key={question}>
                <summary>{question}</summary>
                <p>{answer}</p>
              </details>
            ))}
          </section>
        ))}
      </div>
    </>
  )
}
