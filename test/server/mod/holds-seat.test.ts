// The one "these credentials hold this seat" check (server/clock/stand-in.ts holdsSeat), which the
// clock's seat requests, the seat's chat and adoption at sign-up all ask.
import { describe, expect, it } from 'vitest';
import { BARRED, holdsSeat, NOT_THE_SEAT } from '../../../server/clock/stand-in';

const seat = (data?: object) => ({ id: 0, name: 'Ann', credentials: 'secret-1', data });

describe('holdsSeat', () => {
  it("the seat's own credentials hold it", () => {
    expect(holdsSeat(seat(), 'secret-1')).toEqual({ ok: true });
  });

  it('other credentials, malformed ones, a seat nobody took: 403, not the seat', () => {
    for (const c of ['secret-2', 'secret-1 ', 'secret', '', undefined, 7, { toString: 1 }])
      expect(holdsSeat(seat(), c)).toEqual({ ok: false, status: 403, error: NOT_THE_SEAT });
    expect(holdsSeat({ id: 0 }, 'secret-1').ok).toBe(false);
    expect(holdsSeat(undefined, 'secret-1').ok).toBe(false);
  });

  it("a barred seat's own credentials: 403 with the moderator's reason; other credentials are still not the seat", () => {
    expect(holdsSeat(seat({ barred: true }), 'secret-1')).toEqual({ ok: false, status: 403, error: BARRED });
    expect(holdsSeat(seat({ barred: true }), 'secret-2')).toEqual({ ok: false, status: 403, error: NOT_THE_SEAT });
    expect(holdsSeat(seat({ barred: 'yes' }), 'secret-1').ok).toBe(true);
  });
});
