/**
 * A lead form's state, the same way in every form: react-hook-form checked by the form's one zod
 * schema (lib/shared/forms/), with its errors to show beside the fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

export function useZodForm<T extends FieldValues>(schema: $ZodType<T, FieldValues>, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema) as Resolver<T>, defaultValues });
  return { ...form, errors: form.formState.errors };
}
