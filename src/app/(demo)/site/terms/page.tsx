import { PageHeader } from '@/demo/components/Breadcrumb'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Terms And Conditions')

/*
 * The template's terms page actually holds the human-resources values text (spec section 2),
 * which is Turkish, so this block is marked lang="tr".
 */
export default function TermsPage() {
  return (
    <>
      <PageHeader crumbs={[{ title: 'Terms And Conditions' }]} />
      <div className="demo-container" style={{ maxInlineSize: 860 }}>
        <article lang="tr" className="demo-card-box">
          <h1>Değerlerimiz</h1>
          <p>
            Çalışanlarımızın ve iş ortaklarımızın güvenini, her gün bu üç değere göre davranarak
            kazanırız.
          </p>
          <h2>Dürüst</h2>
          <p>Açık ve şeffaf davranırız; sözümüzü tutarız ve her koşulda etik kurallara uyarız.</p>
          <h2>Dikkatli</h2>
          <p>
            Riskleri önceden görür, işimizi özenle yaparız; müşterilerimizin ve çalışanlarımızın
            güvenliğini her şeyin önünde tutarız.
          </p>
          <h2>Yardımsever</h2>
          <p>
            Müşterilerimize, iş ortaklarımıza ve birbirimize destek oluruz; bilgimizi paylaşır,
            çözüm için birlikte çalışırız.
          </p>
          <h2>İşe Alım İlkemiz</h2>
          <p>
            Tüm adaylara fırsat eşitliği sunarız; grup şirketlerinin tamamında aynı standartları
            uygularız.
          </p>
        </article>
      </div>
    </>
  )
}
