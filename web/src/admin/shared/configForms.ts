/**
 * A config as a react-hook-form form (ConfigSection, useConfig). The form holds what the admin typed
 * (text: a field may be blank or half-typed); `toInput` turns it into the body the server takes, and
 * zodResolver checks that body with the same core schema the server uses (`dailyBonusConfigBody`,
 * `payoutsConfigBody`, ...), so the messages under the fields are the schema's own (worded for staff
 * in core's schemas). Each area writes its configs' ConfigFormDefs (dailyConfig/dailyConfigForms.ts).
 */
import type { DeepPartial, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from '@pilotmiles/core';

/** The core schema of a config: what the server validates a POST with. */
export type ConfigSchema<C> = Parameters<typeof zodResolver>[0] & {
  safeParse(input: unknown): { success: true; data: C } | { success: false };
};

/** How the page loads, edits, checks and saves one config. */
export interface ConfigFormDef<C, V extends FieldValues> {
  name: string;
  path: string;
  schema: ConfigSchema<C>;
  toValues: (config: C) => V;
  /** The body the form would save (what the schema checks); blank numbers are left undefined. */
  toInput: (values: DeepPartial<V>) => unknown;
  /** Whether a field named by a 400 has an input in this form (else the message is a toast). */
  ownsField: (field: string) => boolean;
}

/** A typed number: undefined when blank, NaN when not a number. */
export function numberOf(text: string | undefined): number | undefined {
  const t = (text ?? '').trim();
  return t === '' ? undefined : Number(t);
}

/** JSON with object keys sorted, so two bodies that save the same config compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A resolver that checks the body the form would save with the core schema: its errors carry the
 * config's field paths, which are the form's field names, and on success handleSubmit gets the
 * config itself.
 */
export function configResolver<C, V extends FieldValues>(def: ConfigFormDef<C, V>): Resolver<V, unknown, C> {
  const resolve = zodResolver(def.schema) as unknown as Resolver<FieldValues, unknown, C>;
  return (values, context, options) =>
    resolve(def.toInput(values as DeepPartial<V>) as FieldValues, context, options as never) as ReturnType<
      Resolver<V, unknown, C>
    >;
}

/** The text to show under the field a 400 names: the server says "field: message". */
export const serverFieldMessage = (error: FieldError) =>
  error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;
