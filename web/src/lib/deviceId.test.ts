import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDeviceId } from '@pilotmiles/core';
import { DEVICE_ID_KEY, deviceId, forgetDeviceId } from './deviceId';

afterEach(() => {
  forgetDeviceId();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('deviceId', () => {
  it('makes a random id the server accepts, keeps it in localStorage and reuses it', () => {
    const id = deviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    forgetDeviceId();
    expect(deviceId()).toBe(id);
  });

  it('replaces a stored value the server would ignore', () => {
    localStorage.setItem(DEVICE_ID_KEY, '<junk>');
    const id = deviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('still gives one id for the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const id = deviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(deviceId()).toBe(id);
  });
});
