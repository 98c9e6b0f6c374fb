/** System rewards: the article reward and daily cap, and the welcome bonus. */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { articlesPerDay, formatDollars, type SystemRewardsConfig } from '@pilotmiles/core';
import { ConfigSection, errorsOf, type ConfigEditorProps } from './ConfigSection';
import { NumberField } from './NumberField';
import { numberOf, systemForm, type SystemDraft } from './configForms';

export type SystemRewardsFormProps = ConfigEditorProps<SystemRewardsConfig, SystemDraft>;

/** '= $0.05' for a typed PM amount, nothing while it is not a number. */
export function dollarsHint(text: string): string | undefined {
  const n = numberOf(text);
  return n === undefined || !Number.isFinite(n) ? undefined : `= ${formatDollars(n)}`;
}

/** '= 5 articles a day' from the typed reward and cap. */
export function articlesPerDayLine(draft: SystemDraft): string {
  const reward = numberOf(draft.articleReward);
  const cap = numberOf(draft.articleDailyCap);
  if (reward === undefined || cap === undefined || !Number.isFinite(reward) || !Number.isFinite(cap) || reward <= 0)
    return '= — articles a day';
  const n = articlesPerDay(reward, cap);
  return `= ${n} ${n === 1 ? 'article' : 'articles'} a day`;
}

export function SystemRewardsForm(props: SystemRewardsFormProps) {
  const parsed = useMemo(() => (props.draft ? systemForm.parse(props.draft) : null), [props.draft]);
  const errorOf = errorsOf(parsed, props.serverError);

  return (
    <ConfigSection
      {...props}
      parsed={parsed}
      title="System rewards"
      icon={ArticleIcon}
      description="What an article claim pays, the most a user can claim from articles in their local day, and the one-time welcome bonus for a verified e-mail."
    >
      {(draft) => {
        const set = (patch: Partial<SystemDraft>) => props.onChange({ ...draft, ...patch });
        return (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
            <NumberField
              name="articleReward"
              label="Per article"
              pm
              min={1}
              value={draft.articleReward}
              onChange={(articleReward) => set({ articleReward })}
              error={errorOf('articleReward')}
              hint={dollarsHint(draft.articleReward)}
              disabled={props.busy}
            />
            <Box>
              <NumberField
                name="articleDailyCap"
                label="Daily article cap"
                pm
                min={1}
                value={draft.articleDailyCap}
                onChange={(articleDailyCap) => set({ articleDailyCap })}
                error={errorOf('articleDailyCap')}
                hint={dollarsHint(draft.articleDailyCap)}
                disabled={props.busy}
                sx={{ width: '100%' }}
              />
              <Typography variant="body2" sx={{ mt: 0.75, ml: 1.75, fontWeight: 600 }} data-testid="articles-per-day">
                {articlesPerDayLine(draft)}
              </Typography>
            </Box>
            <NumberField
              name="welcomeBonus"
              label="Welcome bonus"
              pm
              value={draft.welcomeBonus}
              onChange={(welcomeBonus) => set({ welcomeBonus })}
              error={errorOf('welcomeBonus')}
              hint={dollarsHint(draft.welcomeBonus)}
              disabled={props.busy}
            />
          </Box>
        );
      }}
    </ConfigSection>
  );
}
