/**
 * Test hooks: every test of the file starts with an empty store, i18next in English and a connected FakeSocket as the
 * app's socket, and ends with the socket factory reset. Returns a getter of the current test's FakeSocket.
 */
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetStore } from '../store';
import { setupI18n } from '../table/testing';
import { FakeSocket } from './fake-socket';
import { getSocket, setSocketFactory } from './index';

export function withConnectedFakeSocket(before: () => void = () => {}): () => FakeSocket {
  let fake = new FakeSocket();
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    resetStore();
    fake = new FakeSocket();
    setSocketFactory(() => fake.asSocket());
    getSocket();
    fake.fire('connect');
    before();
  });
  afterEach(() => {
    cleanup();
    setSocketFactory(null);
  });
  return () => fake;
}
