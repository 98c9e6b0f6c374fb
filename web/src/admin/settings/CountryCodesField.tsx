/**
 * A list of country codes as chips, bound to the form field it edits. Typing is upper-cased;
 * Enter, a comma, a space or leaving the field adds the typed codes (a pasted 'us, ca' adds both).
 * Anything that is not two letters is refused with a message under the field and stays typed, so
 * it can be corrected.
 */
import { useState } from 'react';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { Autocomplete, Chip, TextField, Tooltip } from '@mui/material';
import { COUNTRY_CODE_MESSAGE, countryName, parseCodes } from './settingsForms';

export interface CountryCodesFieldProps<V extends FieldValues> {
  control: Control<V, unknown, never> | Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  hint: string;
  disabled?: boolean;
}

/** A list's own error, or the first of its codes' (the schema and the server name 'blocked.2'). */
function messageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items: unknown[] = Array.isArray(error) ? error : [];
  const first = items.find((e) => !!e && typeof (e as FieldError).message === 'string') as FieldError | undefined;
  return first?.message;
}

export function CountryCodesField<V extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: CountryCodesFieldProps<V>) {
  const [input, setInput] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <Controller
      control={control as Control<V>}
      name={name}
      render={({ field, fieldState }) => {
        const value = (field.value ?? []) as string[];
        /** Adds the typed codes; keeps (and names) what was refused. */
        const commit = (text: string) => {
          const { codes, refused } = parseCodes(text);
          const added = codes.filter((c, i) => !value.includes(c) && codes.indexOf(c) === i);
          if (added.length) field.onChange([...value, ...added]);
          setInput(refused.join(' '));
          setRefusal(refused.length ? `${refused.join(', ')}: ${COUNTRY_CODE_MESSAGE}` : null);
        };
        const message = refusal ?? messageOf(fieldState.error);
        return (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={[]}
            value={value}
            inputValue={input}
            disabled={disabled}
            onInputChange={(_e, text, reason) => {
              // 'reset' follows a change of the chips; the input was already settled by commit.
              if (reason === 'reset') return;
              const upper = text.toUpperCase();
              setRefusal(null);
              if (/[\s,;]/.test(upper)) commit(upper);
              else setInput(upper);
            }}
            onChange={(_e, next, reason) => {
              // Enter adds what is typed (checked); removing a chip or clearing edits the list.
              if (reason === 'createOption') commit(input);
              else field.onChange(next.map((c) => c.toUpperCase()));
            }}
            onBlur={() => {
              if (input.trim()) commit(input);
              field.onBlur();
            }}
            renderValue={(codes, getItemProps) =>
              codes.map((code, index) => {
                const { key, ...item } = getItemProps({ index });
                const country = countryName(code);
                return (
                  <Tooltip key={key} title={country ?? ''} disableHoverListener={!country}>
                    <Chip {...item} size="small" label={code} aria-label={country ? `${code} (${country})` : code} />
                  </Tooltip>
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                inputRef={field.ref}
                label={label}
                size="small"
                error={Boolean(message)}
                helperText={message ?? hint}
                placeholder={value.length ? undefined : 'e.g. US'}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'characters', spellCheck: false },
                }}
              />
            )}
          />
        );
      }}
    />
  );
}
