import type { Access } from 'payload'

/** Writes that only the server itself makes (through the Local API with overrideAccess). */
export const nobody: Access = () => false
