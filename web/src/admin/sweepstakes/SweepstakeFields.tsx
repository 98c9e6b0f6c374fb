/** The editor's own inputs: the rules with their preview, the image. */
import { useId, useMemo, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Box, ListItemIcon, ListItemText, MenuItem, Paper, Tab, Tabs, Typography } from '@mui/material';
import { renderMarkdown } from '../../lib/markdown';
import { FormText } from '../shared/FormText';
import type { SaveSweepstake } from './sweepstakesApi';
import { CUSTOM_IMAGE, imageUrlOf, SWEEPSTAKE_IMAGES, type SweepstakeValues } from './sweepstakeForm';

export type SweepstakeForm = UseFormReturn<SweepstakeValues, unknown, SaveSweepstake>;

/** Rendered rules, styled for reading in the preview. */
const previewSx = {
  p: 2,
  minHeight: 160,
  maxHeight: 360,
  overflow: 'auto',
  fontSize: 15,
  lineHeight: 1.6,
  overflowWrap: 'break-word',
  '& > :first-of-type': { mt: 0 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.3, mt: 2, mb: 1 },
  '& h1': { fontSize: 22 },
  '& h2': { fontSize: 19 },
  '& h3, & h4': { fontSize: 16 },
  '& ul, & ol': { pl: 3 },
  '& a': { color: 'primary.main' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5 },
  '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 1.5, borderRadius: 1 },
} as const;

/** The official rules: markdown typed in 'Write', rendered (sanitised) in 'Preview'. */
export function RulesField({ form, disabled, locked }: { form: SweepstakeForm; disabled: boolean; locked: boolean }) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();
  const rules = useWatch({ control: form.control, name: 'rules' });
  const html = useMemo(() => (tab === 'preview' ? renderMarkdown(rules ?? '') : ''), [tab, rules]);
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          Official rules
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, v: 'write' | 'preview') => setTab(v)}
          aria-label="Official rules"
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
        >
          <Tab value="write" label="Write" id={`${id}-write`} aria-controls={`${id}-panel`} />
          <Tab value="preview" label="Preview" id={`${id}-preview`} aria-controls={`${id}-panel`} />
        </Tabs>
      </Box>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ mt: 1 }}>
        {tab === 'write' ? (
          <FormText
            form={form}
            name="rules"
            label="Rules (markdown)"
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            disabled={disabled}
            locked={locked}
            hint="Markdown: ## headings, - lists, **bold**, [links](https://…). Members read them before entering."
          />
        ) : (
          <Paper variant="outlined" aria-label="Rules preview" sx={previewSx}>
            {html ? (
              <Box dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <Typography color="text.secondary">Nothing to preview yet.</Typography>
            )}
          </Paper>
        )}
      </Box>
    </Box>
  );
}

const imageLabel = (value: string) =>
  SWEEPSTAKE_IMAGES.find((i) => i.path === value)?.label ?? (value === CUSTOM_IMAGE ? 'An https address' : value);

/** The card art: one of the local images, or an https address typed below. */
export function ImageField({ form, disabled }: { form: SweepstakeForm; disabled: boolean }) {
  const [image, link] = useWatch({ control: form.control, name: ['image', 'image_link'] });
  const url = imageUrlOf({ image: image ?? '', image_link: link ?? '' });
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <FormText
        form={form}
        name="image"
        label="Image"
        select
        disabled={disabled}
        hint="The card's picture."
        selectSlot={{ renderValue: (value: unknown) => imageLabel(String(value)) }}
      >
        {SWEEPSTAKE_IMAGES.map((i) => (
          <MenuItem key={i.path} value={i.path}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Box component="img" src={i.path} alt="" width={24} height={24} sx={{ borderRadius: 0.5 }} />
            </ListItemIcon>
            <ListItemText primary={i.label} />
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM_IMAGE}>An https address…</MenuItem>
      </FormText>
      {image === CUSTOM_IMAGE ? (
        <FormText
          form={form}
          name="image_link"
          label="Image address"
          disabled={disabled}
          placeholder="https://cdn.example.com/prize.png"
          hint="An https address of the picture."
          htmlInput={{ inputMode: 'url' }}
        />
      ) : (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
      {url ? (
        <Box
          component="img"
          src={url}
          alt="Image preview"
          width={96}
          height={64}
          sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100', border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Box />
      )}
    </Box>
  );
}
