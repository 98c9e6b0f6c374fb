/**
 * The /cp/rewards portal brand's fields beside a live preview (CpBrandPreview follows every key
 * stroke). Core's cpBrandBody checks as staff go; a server refusal shows under the field it names.
 */
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import type { CpBrand, CpBrandBody } from '@pilotmiles/core';
import { FormText } from '../shared/FormText';
import { CpBrandPreview } from './CpBrandPreview';
import { COLOR_FIELDS, cpBrandResolver, formFieldOf, valuesOf, type CpBrandValues } from './cpBrandForm';

export interface CpBrandEditorProps {
  brand: CpBrand;
  /** False: a new id, showing the defaults until the first save. */
  exists: boolean;
  saving?: boolean;
  saveError?: { field?: string; message: string } | null;
  onSave: (body: CpBrandBody) => void;
}

const COLOR_LABELS = { primary: 'Primary', secondary: 'Secondary', background: 'Background', text: 'Text' } as const;

export function CpBrandEditor({ brand, exists, saving, saveError, onSave }: CpBrandEditorProps) {
  const form = useForm<CpBrandValues, unknown, CpBrandBody>({ defaultValues: valuesOf(brand), resolver: cpBrandResolver, mode: 'onChange' });
  const values = useWatch({ control: form.control }) as Partial<CpBrandValues>;

  // Another brand (or the saved one): the form restarts from it.
  useEffect(() => form.reset(valuesOf(brand)), [brand, form]);

  // A refusal of a field the form shows goes under it; anything else above the button.
  const refused = saveError?.field ? formFieldOf(saveError.field) : null;
  useEffect(() => {
    if (refused && saveError) form.setError(refused, { type: 'server', message: saveError.message });
  }, [refused, saveError, form]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(280px, 380px)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" component="form" noValidate onSubmit={form.handleSubmit(onSave)} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {brand.id}
          </Typography>
          {!exists && <Chip size="small" color="info" label="New brand" />}
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <FormText form={form} name="name" label="Name" />
          <FormText form={form} name="logo_url" label="Logo" hint="https://… or /images/…" />
          <FormText form={form} name="headline" label="Headline" wide />
          <FormText form={form} name="subheadline" label="Subheadline" wide multiline minRows={2} />
          {COLOR_FIELDS.map((key) => (
            <ColorField key={key} form={form} name={key} />
          ))}
          <FormText form={form} name="tags" label="Offer wall tags" hint="Comma separated, e.g. travel, finance" />
          <FormText form={form} name="max_offers" label="Offers shown" htmlInput={{ inputMode: 'numeric' }} />
          <FormText form={form} name="featured_offer_ids" label="Featured offer ids" hint="Comma or line separated" wide multiline minRows={2} />
          <FormText form={form} name="reward_ids" label="Reward ids" hint="Comma or line separated" wide multiline minRows={2} />
        </Box>
        {saveError && !refused && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {saveError.message}
          </Alert>
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {exists ? 'Save' : 'Create brand'}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
        <Typography variant="overline" color="text.secondary">
          Live preview
        </Typography>
        <CpBrandPreview values={values} />
      </Box>
    </Box>
  );
}

function ColorField({ form, name }: { form: UseFormReturn<CpBrandValues, unknown, CpBrandBody>; name: (typeof COLOR_FIELDS)[number] }) {
  return (
    <Controller
      control={form.control}
      name={`colors.${name}`}
      render={({ field, fieldState }) => (
        <TextField
          label={`${COLOR_LABELS[name]} colour`}
          size="small"
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? '#rrggbb'}
          slotProps={{
            input: {
              startAdornment: (
                <Box
                  component="input"
                  type="color"
                  aria-label={`${COLOR_LABELS[name]} colour picker`}
                  value={/^#[0-9a-fA-F]{6}$/.test(field.value) ? field.value.toLowerCase() : '#000000'}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
                  sx={{ width: 32, height: 28, p: 0, mr: 1, border: 0, bgcolor: 'transparent', cursor: 'pointer', flexShrink: 0 }}
                />
              ),
            },
          }}
        />
      )}
    />
  );
}
