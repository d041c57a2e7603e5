'use client'

import { toast } from 'sonner'

/** Shows notifications; at most 3 are visible at once. */
export function ToastDemo() {
  return (
    <button
      type="button"
      className="demo-btn"
      onClick={() => toast(`Notification at ${new Date().toLocaleTimeString('en-US')}`)}
    >
      Show notification
    </button>
  )
}
