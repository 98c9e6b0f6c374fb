/** Daily bonus: rewards per streak day, the reward after maxDay, and the 7th-day wheel. */
import { useFieldArray, useWatch } from 'react-hook-form';
import { alpha, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CasinoIcon from '@mui/icons-material/Casino';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { formatPM, isWheelDay, type DailyBonusConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { NumberField } from '../shared/NumberField';
import { RowButton } from '../shared/RowButton';
import { numberOf } from '../shared/configForms';
import { bonusPreview, PREVIEW_DAYS, type PreviewDay } from './bonusPreview';
import { bonusForm, dayCount, MAX_DAY_LIMIT, ROWS, type BonusValues } from './dailyConfigForms';
import { dollarsHint } from './SystemRewardsForm';

export type DailyBonusFormProps = ConfigFormProps<DailyBonusConfig>;

/** Each segment's chance as a percentage of the total weight, or null while a weight is not a number. */
function chances(segments: ReadonlyArray<{ weight?: string } | undefined>): Array<string | null> {
  const weights = segments.map((s) => numberOf(s?.weight) ?? Number.NaN);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) =>
    Number.isFinite(total) && total > 0 && w >= 0 ? `${((w / total) * 100).toFixed(1)}% chance` : null,
  );
}

export function DailyBonusForm(props: DailyBonusFormProps) {
  return (
    <ConfigSection
      {...props}
      def={bonusForm}
      title="Daily bonus"
      icon={LocalFireDepartmentIcon}
      description="One claim every 24 hours builds a streak. Streak days up to maxDay pay their own reward (blank: the day number), later days pay the reward after maxDay, and every 7th day spins the wheel instead."
    >
      {(fields) => <BonusFields {...fields} />}
    </ConfigSection>
  );
}

function BonusFields({ form, disabled }: FieldsProps<DailyBonusConfig, BonusValues>) {
  const { control } = form;
  const segments = useFieldArray({ control, name: 'wheel.segments' });
  const values = useWatch({ control });
  const days = dayCount(values.maxDay);
  const chance = chances(values.wheel?.segments ?? []);
  const segmentsError = form.formState.errors.wheel?.segments;
  const segmentsMessage = segmentsError?.root?.message ?? segmentsError?.message;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 240px))' }, gap: 2 }}>
        <NumberField
          control={control}
          name="maxDay"
          label="maxDay"
          min={1}
          hint={`Days with their own reward (1 to ${MAX_DAY_LIMIT})`}
          disabled={disabled}
        />
        <NumberField
          control={control}
          name="maxReward"
          label="maxReward"
          pm
          hint={`Each day after maxDay${dollarsHint(values.maxReward) ? ` ${dollarsHint(values.maxReward)}` : ''}`}
          disabled={disabled}
        />
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <SubHeading title="Rewards by day" note="PM for each streak day; blank pays the day number." legend />
        {days === null ? (
          <Typography variant="body2" color="text.secondary">
            Enter maxDay to edit each day's reward.
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1.5 }}>
            {Array.from({ length: days }, (_, i) => {
              const day = String(i + 1);
              return (
                <NumberField
                  key={day}
                  control={control}
                  name={`rewardsByDay.${day}`}
                  label={`Day ${day}`}
                  placeholder={day}
                  hint={isWheelDay(i + 1) ? 'wheel day' : undefined}
                  disabled={disabled}
                />
              );
            })}
          </Box>
        )}
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <SubHeading title="Wheel" note="Spun on every 7th streak day; weight is the relative chance of a segment." legend />
        <Box
          component="ol"
          aria-label="Wheel segments"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            // Two columns on wide screens keep eight or more segments in view.
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 4,
            rowGap: 1.5,
          }}
        >
          {segments.fields.map((s, i) => (
            <Box
              component="li"
              key={s.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) minmax(0, 1fr) auto',
                  sm: '28px minmax(0, 180px) minmax(0, 180px) auto',
                },
                alignItems: 'start',
                gap: { xs: 1, sm: 1.5 },
              }}
            >
              <Typography sx={{ fontWeight: 700, pt: 1, display: { xs: 'none', sm: 'block' } }}>{i + 1}</Typography>
              <NumberField
                control={control}
                name={`wheel.segments.${i}.amount`}
                label="Amount"
                ariaLabel={`Segment ${i + 1} amount`}
                pm
                min={1}
                disabled={disabled}
              />
              <NumberField
                control={control}
                name={`wheel.segments.${i}.weight`}
                label="Weight"
                ariaLabel={`Segment ${i + 1} weight`}
                min={1}
                hint={chance[i] ?? undefined}
                disabled={disabled}
              />
              <RowButton
                label={`Remove segment ${i + 1}`}
                disabled={disabled || segments.fields.length <= ROWS.segmentsMin}
                onClick={() => segments.remove(i)}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </RowButton>
            </Box>
          ))}
        </Box>
        {segmentsMessage && <FormHelperText error>{segmentsMessage}</FormHelperText>}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <Button
            startIcon={<AddIcon />}
            disabled={disabled || segments.fields.length >= ROWS.segmentsMax}
            // A new segment starts without an amount, and says so.
            onClick={() => segments.append({ amount: '', weight: '1' }, { shouldFocus: false })}
          >
            Add segment
          </Button>
          <Typography variant="caption" color="text.secondary">
            {segments.fields.length} segments ({ROWS.segmentsMin} to {ROWS.segmentsMax})
          </Typography>
        </Box>
      </Box>

      <Box>
        <SubHeading title={`Preview: the first ${PREVIEW_DAYS} days`} note="What a streak pays day by day with the values above." />
        <Preview days={bonusPreview(values)} />
      </Box>
    </Stack>
  );
}

function SubHeading({ title, note, legend }: { title: string; note: string; legend?: boolean }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component={legend ? 'legend' : 'h3'} sx={{ fontWeight: 700, p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Box>
  );
}

const shown = (pm: number) => (Number.isFinite(pm) ? formatPM(pm) : '—');

function Preview({ days }: { days: PreviewDay[] }) {
  return (
    <Box
      component="ol"
      aria-label="Preview of the first days"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(7, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {days.map((d) => (
        <Box
          component="li"
          key={d.day}
          sx={{
            border: 1,
            borderColor: d.wheel ? 'warning.main' : 'divider',
            bgcolor: (t) => (d.wheel ? alpha(t.palette.warning.main, 0.08) : t.palette.grey[50]),
            borderRadius: 2,
            px: { xs: 0.5, sm: 1 },
            py: 0.75,
            textAlign: 'center',
            minWidth: 0,
          }}
        >
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}
          >
            {d.wheel && <CasinoIcon sx={{ fontSize: 14, color: 'warning.dark' }} aria-hidden />}
            Day {d.day}
          </Typography>
          {d.wheel ? (
            <Typography
              variant="body2"
              sx={{ fontWeight: 700, fontSize: { xs: '0.8rem', sm: '0.875rem' }, overflowWrap: 'anywhere' }}
            >
              wheel {/* Phones: 'up to X' on its own line rather than split after 'up'. */}
              <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                up to {Number.isFinite(d.upTo) ? d.upTo : '—'}
              </Box>
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {shown(d.amount)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
