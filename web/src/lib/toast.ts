/**
 * Toasts with our durations (docs/product.md "Messages"): error 4 s, success 2 s, others 4 s, loading until dismissed.
 *
 * The toaster itself (notistack) loads on demand: components/feedback/ToastHost mounts it once the
 * page is idle or when the first toast is asked for, whichever comes first. Toasts asked for
 * before it is there wait in a queue, so callers never notice.
 */
import { useMemo } from 'react';
import { TOAST } from '@pilotmiles/core';

export type ToastKey = string;

export interface Toast {
  error: (message: string) => ToastKey;
  success: (message: string) => ToastKey;
  info: (message: string) => ToastKey;
  /** Stays until dismissed with the returned key. */
  loading: (message: string) => ToastKey;
  dismiss: (key?: ToastKey) => void;
}

export interface ToastRequest {
  key: ToastKey;
  message: string;
  variant: 'default' | 'error' | 'success' | 'info';
  /** Milliseconds; null: until dismissed. */
  autoHideDuration: number | null;
  /** A bold first line above the message (a push's title). */
  title?: string;
  /** Buttons on the toast; a click runs `onClick` and closes it. */
  actions?: ToastAction[];
  /** Where it shows; default bottom-center (a push shows top-right). */
  position?: 'top-right';
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** What the mounted toaster does with a request. */
export interface Toaster {
  show: (request: ToastRequest) => void;
  dismiss: (key?: ToastKey) => void;
}

let toaster: Toaster | null = null;
let pending: Array<{ show: ToastRequest } | { dismiss: ToastKey | undefined }> = [];
const wanted = new Set<() => void>();
let seq = 0;

/** Called by the toaster once mounted; returns the function that unregisters it. */
export function registerToaster(t: Toaster): () => void {
  toaster = t;
  const queued = pending;
  pending = [];
  for (const item of queued) {
    if ('show' in item) t.show(item.show);
    else t.dismiss(item.dismiss);
  }
  return () => {
    if (toaster === t) toaster = null;
  };
}

/** Runs `listener` when a toast is waiting for a toaster; returns the unsubscribe function. */
export function onToasterWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

export function toastsWaiting(): boolean {
  return pending.length > 0;
}

function send(item: { show: ToastRequest } | { dismiss: ToastKey | undefined }) {
  if (toaster) {
    if ('show' in item) toaster.show(item.show);
    else toaster.dismiss(item.dismiss);
    return;
  }
  pending.push(item);
  wanted.forEach((listener) => listener());
}

function show(message: string, variant: ToastRequest['variant'], autoHideDuration: number | null): ToastKey {
  const key = `toast-${++seq}`;
  send({ show: { key, message, variant, autoHideDuration } });
  return key;
}

/** A toast beyond the four kinds (a foreground push: title, buttons, top-right). */
export function customToast(request: Omit<ToastRequest, 'key'>): ToastKey {
  const key = `toast-${++seq}`;
  send({ show: { key, ...request } });
  return key;
}

const toast: Toast = {
  error: (m) => show(m, 'error', TOAST.errorMs),
  success: (m) => show(m, 'success', TOAST.successMs),
  info: (m) => show(m, 'default', TOAST.defaultMs),
  loading: (m) => show(m, 'info', null),
  dismiss: (key) => send({ dismiss: key }),
};

export function useToast(): Toast {
  return useMemo(() => toast, []);
}
