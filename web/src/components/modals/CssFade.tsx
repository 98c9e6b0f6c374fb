/**
 * A fade for dialogs that open by themselves while a page is still starting (the daily prompts):
 * the same 225 ms in and 195 ms out as MUI's Fade, played by CSS alone. MUI's Fade reads the
 * layout to start its transition, which makes the browser lay the whole page out inside the
 * opening's task (~9 ms of one long task on the dashboard, four times that on Lighthouse's phone);
 * a keyframe animation starts without it. The keyframes are the theme's global styles (theme/index.ts).
 */
import {
  cloneElement,
  forwardRef,
  useEffect,
  useEffectEvent,
  useRef,
  type CSSProperties,
  type ReactElement,
  type Ref,
} from 'react';
import { useForkRef } from '@mui/material/utils';
import type { TransitionProps } from '@mui/material/transitions';

export const FADE_IN_CLASS = 'pm-fade-in';
const ENTER_MS = 225;
const EXIT_MS = 195;

type Child = ReactElement<{ className?: string; style?: CSSProperties; ref?: Ref<HTMLElement> }>;

export const CssFade = forwardRef<HTMLElement, TransitionProps & { children: Child }>(function CssFade(props, ref) {
  const {
    in: open = false,
    children,
    onEnter,
    onEntered,
    onExit,
    onExited,
    style,
    // MUI hands a transition these; the timings here are fixed.
    appear: _appear,
    timeout: _timeout,
    easing: _easing,
    addEndListener: _addEndListener,
    onEntering: _onEntering,
    onExiting: _onExiting,
    ...other
  } = props;
  const node = useRef<HTMLElement | null>(null);
  const handleRef = useForkRef(node, children.props.ref, ref);

  // The Modal learns of each half as from MUI's Fade: it unmounts the dialog on onExited.
  const played = useEffectEvent((entering: boolean) => {
    const el = node.current;
    if (!el) return () => {};
    if (entering) onEnter?.(el, true);
    else onExit?.(el);
    const timer = setTimeout(() => (entering ? onEntered?.(el, true) : onExited?.(el)), entering ? ENTER_MS : EXIT_MS);
    return () => clearTimeout(timer);
  });
  useEffect(() => played(open), [open]);

  return cloneElement(children, {
    ...other,
    ref: handleRef,
    className: [children.props.className, open ? FADE_IN_CLASS : ''].filter(Boolean).join(' '),
    style: {
      ...(open ? null : { opacity: 0, transition: `opacity ${EXIT_MS}ms cubic-bezier(0.4, 0, 0.6, 1)` }),
      ...style,
      ...children.props.style,
    },
  });
});

/** The theme's global styles for CssFade (a reduced-motion setting gets no animation). */
export const cssFadeGlobalStyles = {
  '@keyframes pm-fade-in': { from: { opacity: 0 } },
  [`.${FADE_IN_CLASS}`]: { animation: `pm-fade-in ${ENTER_MS}ms cubic-bezier(0.4, 0, 0.2, 1)` },
  '@media (prefers-reduced-motion: reduce)': { [`.${FADE_IN_CLASS}`]: { animation: 'none' } },
} as const;
