import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../api/session';
import { sessionUser } from '../test/fakes';
import { accessQueryClient } from './accessQueryClient';

const user = (type: number) => sessionUser({ type });

/** The state a useCanAccess query starts in, before its function has run. */
function firstState(resource: string, action: string) {
  const client = accessQueryClient();
  const options = client.defaultQueryOptions({
    queryKey: ['auth', 'canAccess', { action, resource, recordId: 'r1' }],
    queryFn: async () => true,
  });
  return client.getQueryCache().build(client, options).state;
}

beforeEach(() => session.clear());

describe('the query client', () => {
  it('starts an access query with the answer the session knows, so buttons render at once', () => {
    session.save('tok', user(1));
    expect(firstState('channels', 'edit')).toMatchObject({ status: 'success', data: true });
    session.save('tok', user(4));
    expect(firstState('channels', 'edit')).toMatchObject({ status: 'success', data: false });
  });

  it('leaves an access query pending while nobody is signed in, and other queries alone', () => {
    expect(firstState('channels', 'edit')).toMatchObject({ status: 'pending', data: undefined });
    session.save('tok', user(1));
    const client = accessQueryClient();
    const other = client.defaultQueryOptions({ queryKey: ['channels', 'getList'], queryFn: async () => 1 });
    expect(client.getQueryCache().build(client, other).state.status).toBe('pending');
  });
});
