import { NotFoundContent } from '@/demo/components/NotFoundContent'
import { demoMetadata } from '@/demo/metadata'

export const metadata = demoMetadata('Page Not Found')

export default function NotFoundDemoPage() {
  return <NotFoundContent />
}
