'use client'

import { useEffect, useRef } from 'react'

import {
  HOLD_DELAY_MS,
  HOLD_INTERVAL_MS,
  parseQuantityInput,
  type QuantityValue,
  QUANTITY_MIN,
  QUANTITY_STEP,
  stepQuantity,
} from '../state/quantity'

/** Quantity input: min 1, empty allowed while editing, step 1, +/- repeat while held. */
export function InputNumber({
  value,
  onChange,
  label,
  min = QUANTITY_MIN,
  step = QUANTITY_STEP,
  size = 'md',
}: {
  value: QuantityValue
  onChange: (value: QuantityValue) => void
  label: string
  min?: number
  step?: number
  size?: 'sm' | 'md'
}) {
  const valueRef = useRef(value)
  useEffect(() => {
    valueRef.current = value
  }, [value])
  const timers = useRef<{
    delay?: ReturnType<typeof setTimeout>
    repeat?: ReturnType<typeof setInterval>
  }>({})

  const stop = () => {
    clearTimeout(timers.current.delay)
    clearInterval(timers.current.repeat)
    timers.current = {}
  }
  useEffect(() => stop, [])

  const change = (direction: 1 | -1) => {
    const next = stepQuantity(valueRef.current, direction, step, min)
    valueRef.current = next
    onChange(next)
  }
  const start = (direction: 1 | -1) => {
    stop()
    change(direction)
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => change(direction), HOLD_INTERVAL_MS)
    }, HOLD_DELAY_MS)
  }
  return (
    <div className={`demo-input-number demo-input-number--${size}`}>
      <button
        type="button"
        aria-label={`Decrease ${label}`}
        onPointerDown={(e) => {
          if (e.button === 0) start(-1)
        }}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onClick={(e) => {
          // Keyboard activation (Enter/Space) clicks with detail 0 and no pointer events.
          if (e.detail === 0) change(-1)
        }}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        step={step}
        value={value}
        onChange={(e) => onChange(parseQuantityInput(e.target.value, min))}
      />
      <button
        type="button"
        aria-label={`Increase ${label}`}
        onPointerDown={(e) => {
          if (e.button === 0) start(1)
        }}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onClick={(e) => {
          // Keyboard activation (Enter/Space) clicks with detail 0 and no pointer events.
          if (e.detail === 0) change(1)
        }}
      >
        +
      </button>
    </div>
  )
}
