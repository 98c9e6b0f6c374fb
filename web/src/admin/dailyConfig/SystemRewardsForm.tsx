/** System rewards: the article reward and daily cap, and the welcome bonus. */
import { useWatch, type DeepPartial } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { articlesPerDay, formatDollars, type SystemRewardsConfig } from '@pilotmiles/core';
import { ConfigSection, type ConfigFormProps, type FieldsProps } from '../shared/ConfigSection';
import { NumberField } from '../shared/NumberField';
import { numberOf } from '../shared/configForms';
import { systemForm, type SystemValues } from './dailyConfigForms';

export type SystemRewardsFormProps = ConfigFormProps<SystemRewardsConfig>;

/** '= $0.05' for a typed PM amount, nothing while it is not a number. */
export function dollarsHint(text: string | undefined): string | undefined {
  const n = numberOf(text);
  return n === undefined || !Number.isFinite(n) ? undefined : `= ${formatDollars(n)}`;
}

/** '= 5 articles a day' from the typed reward and cap. */
export function articlesPerDayLine(draft: DeepPartial<SystemValues>): string {
  const reward = numberOf(draft.articleReward);
  const cap = numberOf(draft.articleDailyCap);
  if (reward === undefined || cap === undefined || !Number.isFinite(reward) || !Number.isFinite(cap) || reward <= 0)
    return '= — articles a day';
  const n = articlesPerDay(reward, cap);
  return `= ${n} ${n === 1 ? 'article' : 'articles'} a day`;
}

export function SystemRewardsForm(props: SystemRewardsFormProps) {
  return (
    <ConfigSection
      {...props}
      def={systemForm}
      title="System rewards"
      icon={ArticleIcon}
      description="What an article claim pays, the most a user can claim from articles in their local day, and the one-time welcome bonus for a verified e-mail."
    >
      {(fields) => <SystemFields {...fields} />}
    </ConfigSection>
  );
}

function SystemFields({ form, disabled }: FieldsProps<SystemRewardsConfig, SystemValues>) {
  const { control } = form;
  const values = useWatch({ control });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
      <NumberField
        control={control}
        name="articleReward"
        label="Per article"
        pm
        min={1}
        hint={dollarsHint(values.articleReward)}
        disabled={disabled}
      />
      <Box>
        <NumberField
          control={control}
          name="articleDailyCap"
          label="Daily article cap"
          pm
          min={1}
          hint={dollarsHint(values.articleDailyCap)}
          disabled={disabled}
          sx={{ width: '100%' }}
        />
        <Typography variant="body2" sx={{ mt: 0.75, ml: 1.75, fontWeight: 600 }} data-testid="articles-per-day">
          {articlesPerDayLine(values)}
        </Typography>
      </Box>
      <NumberField
        control={control}
        name="welcomeBonus"
        label="Welcome bonus"
        pm
        hint={dollarsHint(values.welcomeBonus)}
        disabled={disabled}
      />
    </Box>
  );
}
