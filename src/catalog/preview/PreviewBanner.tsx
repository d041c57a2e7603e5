/** Shown above a draft being previewed; the form ends draft mode and returns to the same page. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div
      role="region"
      aria-label="Önizleme"
      style={{
        background: '#fff3cd',
        borderBottom: '2px solid #b8860b',
        color: '#3d2e00',
        padding: '0.75rem 1rem',
        textAlign: 'center',
      }}
    >
      <form method="post" action={`/onizleme/kapat?sayfa=${encodeURIComponent(path)}`}>
        <strong>Önizleme:</strong> bu sayfa taslak halidir, yayında değil.{' '}
        <button type="submit" className="btn btn-outline">
          Önizlemeyi kapat
        </button>
      </form>
    </div>
  )
}
