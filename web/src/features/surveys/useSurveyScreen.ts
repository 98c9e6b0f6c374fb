/**
 * The survey wall's state, shared by /survey and /new/earn/surveys: GET /surveys/wall (with the
 * ?url= link when one came) and GET /surveys/activity. A credit arrives by the wall's postback
 * while the member is in the frame: a move of the balance, or the page getting focus back,
 * refreshes the activity; focus also refreshes the member's record.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ERROR_CODES, SURVEY_ERROR_CODES } from '@pilotmiles/core';
import { ApiError, errorMessage } from '../../lib/api';
import { NOT_CARRIED_FOOTER, withCarriedQuery } from '../../lib/query';
import { useSession } from '../../lib/session';
import { surveyKeys, useSurveyActivity, useSurveyWall } from './surveysApi';
import type { SurveyViewProps, SurveyWallState } from './SurveyView';

/** The wall query's state as the view shows it. */
function wallState(query: ReturnType<typeof useSurveyWall>): SurveyWallState {
  if (query.data) return { status: 'ready', url: query.data.url, host: query.data.host };
  if (!query.isError) return { status: 'loading' };
  const err = query.error;
  if (err instanceof ApiError && err.code === SURVEY_ERROR_CODES.hostNotAllowed) return { status: 'notAllowed', message: err.message };
  if (err instanceof ApiError && err.code === ERROR_CODES.emailNotVerified) return { status: 'unverified', message: err.message };
  return { status: 'error', message: errorMessage(err) };
}

/** `path`: this page's path, where 'Open our survey wall' goes (the same page without the link). */
export function useSurveyScreen(path: string): SurveyViewProps {
  const [params] = useSearchParams();
  const requested = params.get('url')?.trim() || null;
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user, refreshUser } = useSession();
  const uid = user?.uid;
  const queryClient = useQueryClient();
  const wall = useSurveyWall(requested);
  const activity = useSurveyActivity();

  const refresh = useRef(refreshUser);
  useEffect(() => {
    refresh.current = refreshUser;
  });
  useEffect(() => {
    const onFocus = () => {
      void refresh.current();
      void queryClient.invalidateQueries({ queryKey: surveyKeys.activity(uid) });
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient, uid]);

  const balance = user?.total_coins;
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current === balance) return;
    seenBalance.current = balance;
    void queryClient.invalidateQueries({ queryKey: surveyKeys.activity(uid) });
  }, [balance, queryClient, uid]);

  return {
    wall: wallState(wall),
    onRetry: () => void wall.refetch(),
    // Our own wall: the same page without the link (other query parameters carry over).
    onOpenOwnWall: () => navigate(withCarriedQuery(path, search, NOT_CARRIED_FOOTER)),
    activity: {
      status: activity.data ? 'ready' : activity.isError ? 'error' : 'loading',
      error: activity.isError ? errorMessage(activity.error) : null,
      items: activity.data,
      onRetry: () => void activity.refetch(),
    },
  };
}
