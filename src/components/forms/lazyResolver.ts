'use client'

import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form'
import type * as z from 'zod/mini'

/**
 * react-hook-form's zod resolver, whose code (zod, the schema, the resolver) loads with the form's
 * first validation — a blur or a submit — rather than with the page (bench/results/lighthouse-floor.md).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  schema: () => Promise<z.ZodMiniType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined
  return async (values, context, options) => {
    loaded ??= Promise.all([schema(), import('@hookform/resolvers/zod')]).then(
      // Synchronous: zod/mini's async parse would reorder the keys that go through a transform.
      ([s, { zodResolver }]) => zodResolver(s, undefined, { mode: 'sync' }),
    )
    try {
      return await (
        await loaded
      )(values, context, options)
    } catch {
      // The code did not arrive (a dropped connection): the server checks the same schema and
      // answers each field; the next validation tries to load it again.
      loaded = undefined
      return { values, errors: {} } as unknown as ResolverResult<Input, Output>
    }
  }
}
