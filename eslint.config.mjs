import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'data/**',
      'backups/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'src/migrations/**',
      // The bench's framework floor: a Next app of its own (bench/floor/next.config.mjs).
      'bench/floor/**',
    ],
  },
  {
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The site's links go through src/components/ui/Link.tsx (no automatic prefetch); the
    // template demo's pages are static, where Next's prefetch is served from the build.
    files: ['src/components/**', 'src/app/(site)/**'],
    ignores: ['src/components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              importNames: ['default'],
              message: "Use { Link } from '@/components/ui/Link' (no automatic prefetch).",
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmark's command-line scripts print their report on stdout.
    files: ['bench/**'],
    rules: { 'no-console': 'off' },
  },
]

export default config
