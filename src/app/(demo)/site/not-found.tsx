import { NotFoundContent } from '@/demo/components/NotFoundContent'

export default function DemoNotFound() {
  return <NotFoundContent />
}
