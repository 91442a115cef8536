// Input from the browser is checked with the catalogue's zod schemas before anything else is done
// with it; a failure is a 400 with one French message per field.
import { fieldErrors, invalidInputMessage } from '@agro/contracts/validation-messages';
import type { z } from 'zod';
import { BffError } from './errors.ts';

/** The parsed value (unknown fields dropped), or a 400 naming the part of the request. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: string,
): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new BffError(400, invalidInputMessage(part, result.error), fieldErrors(result.error));
  }
  return result.data;
}
