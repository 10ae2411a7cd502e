// The bench's calls of issues 36 and 37 (royalties earnings, payment history, payment runs, revenue
// imports, Contact Us, the dashboards, the activity log reports), each beside its hand-written floor
// (./benchMoneyFloors.ts, ./benchDashboardFloors.ts, ./benchActivityFloors.ts). Money is read over the
// last twelve whole months, as the reports' pages open, and over two shorter presets.
import { presetRange } from '../shared/dateRange';
import type { Call } from './benchCall';

interface Scale {
  revenueLines: number;
  messages: number;
}

/** The first day of the month `back` months before this one (UTC), as YYYY-MM-DD. */
function monthStart(back: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

export function moneyCalls(
  scale: Scale,
  people: { creator?: { token: string }; owner?: { token: string } },
): Call[] {
  const range = { from: monthStart(12), to: monthStart(1) };
  const page = { page: 1, limit: 10 };
  const post = (name: string, path: string, body: unknown, floor: string, token?: string): Call => ({
    name,
    method: 'POST',
    path,
    body,
    auth: true,
    ...(token && { token }),
    floor: { path: floor, method: 'POST', list: true },
  });
  const get = (name: string, path: string, floor: string, token?: string): Call => ({
    name,
    method: 'GET',
    path,
    body: undefined,
    auth: true,
    ...(token && { token }),
    floor: { path: floor, method: 'GET', list: true },
  });
  const query = `from=${range.from}&to=${range.to}`;
  const revenue: Call[] = scale.revenueLines
    ? [
        post(
          'earnings overview (12 months)',
          '/api/royalties/earnings/overview',
          range,
          '/floor/earnings/overview',
        ),
        ...(
          [
            ['creator', 'by-creator', 'creator'],
            ['rights holder', 'by-right-holder', 'rights_holder'],
            ['video', 'by-video', 'video'],
          ] as const
        ).map(([what, path, floor]) =>
          post(
            `earnings by ${what} (12 months)`,
            `/api/royalties/earnings/${path}`,
            { ...page, filter: range },
            `/floor/earnings/${floor}`,
          ),
        ),
        // The shorter presets, each read from its own kept window.
        ...(
          [
            [3, 'video', 'by-video', 'video'],
            [6, 'creator', 'by-creator', 'creator'],
          ] as const
        ).map(([months, what, path, floor]) =>
          post(
            `earnings by ${what} (${months} months)`,
            `/api/royalties/earnings/${path}`,
            { ...page, filter: { from: monthStart(months), to: monthStart(1) } },
            `/floor/earnings/${floor}`,
          ),
        ),
        // A range of the user's own (twelve months ending a quarter ago): no preset's window holds it;
        // its own is made by a job on first use (timed apart), then read as the presets' are.
        {
          ...post(
            'earnings by video (a range of its own, 12 months)',
            '/api/royalties/earnings/by-video',
            { ...page, filter: { from: monthStart(15), to: monthStart(4) } },
            '/floor/earnings/video',
          ),
          prepare: true,
        },
        ...(people.owner
          ? [
              post(
                'earnings by video (rights holder)',
                '/api/royalties/earnings/by-video',
                { ...page, filter: range },
                '/floor/earnings/video/owner',
                people.owner.token,
              ),
            ]
          : []),
        get(
          'payment history overview',
          `/api/payment/history/overview?${query}`,
          `/floor/history/overview?${query}`,
        ),
        ...(people.creator
          ? [
              get(
                'payment history overview (creator)',
                `/api/payment/history/overview?${query}`,
                `/floor/history/overview/creator?${query}`,
                people.creator.token,
              ),
            ]
          : []),
        post(
          'payment history by creator',
          '/api/payment/history/by/creator',
          { ...page, filter: range },
          '/floor/history/creator',
        ),
        post('payments list page 1', '/api/payment/history/payments', page, '/floor/payments'),
        post('payment runs page 1', '/api/payment/runs', page, '/floor/payment-runs'),
        post('revenue imports page 1', '/api/royalties/revenue/imports', page, '/floor/revenue-imports'),
      ]
    : [];
  const messages: Call[] = scale.messages
    ? [
        post('contact us list page 1', '/api/contact-us', page, '/floor/contact-us'),
        post('contact us search', '/api/contact-us', { ...page, search: 'payment' }, '/floor/contact-us'),
        get('contact us new count (badge)', '/api/contact-us/badge/count', '/floor/contact-us/badge'),
        ...(people.creator
          ? [
              post(
                'messages (creator)',
                '/api/contact-us',
                page,
                '/floor/contact-us/creator',
                people.creator.token,
              ),
            ]
          : []),
      ]
    : [];
  return [...revenue, ...messages];
}

/**
 * The dashboards (issue 37), each one call over the last twelve whole months (as the pages open): staff's, the library's
 * creator's (scale creator 2) and scale channel 1's; their floors in ./benchDashboardFloors.ts.
 */
export function dashboardCalls(people: { creator?: { token: string } }, channelId?: string): Call[] {
  // The range a dashboard page opens on (Last 12 Month).
  const range = presetRange('last_12_month');
  const dashboard = (name: string, kind: string, body: object = {}, token?: string): Call => ({
    name: `dashboard: ${name}`,
    method: 'POST',
    path: `/api/dashboards/${kind}`,
    body: { ...range, ...body },
    auth: true,
    ...(token && { token }),
    floor: { path: `/floor/dashboards/${kind}`, method: 'POST', list: true },
  });
  return [
    dashboard('analytics (staff)', 'analytics'),
    dashboard('graphs (admin)', 'graphs'),
    ...(people.creator ? [dashboard('creator', 'creator', {}, people.creator.token)] : []),
    ...(channelId ? [dashboard('channel', 'channel', { channel_id: channelId })] : []),
    dashboard('podcast', 'podcast'),
    dashboard('social media', 'social-media'),
    dashboard('shop', 'shop'),
    // The presets ending today (months up to this one, their month key windows) and a range of the
    // user's own (twelve months ending a quarter ago: the month totals added up per key).
    ...(
      [
        ['Last 90 Days', presetRange('last_90_days')],
        ['Last 28 Days', presetRange('last_28_days')],
        ['a range of its own, 12 months', { from: monthStart(15), to: monthStart(4) }],
      ] as const
    ).flatMap(([label, days]) =>
      [
        dashboard(`social media (${label})`, 'social-media', days),
        dashboard(`shop (${label})`, 'shop', days),
      ].map(
        // A range of one's own is made by a job on first use (timed apart), then measured.
        (call) => ({ ...call, prepare: label.startsWith('a range') }),
      ),
    ),
  ];
}

/**
 * The activity log reports (issue 37) over the last thirty days (the video totals over a year), as
 * staff and as the library's creator; their floors in ./benchActivityFloors.ts.
 */
export function activityCalls(people: { creator?: { token: string } }): Call[] {
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const month = { from: day(30), to: day(0) };
  const call = (name: string, path: string, body: unknown, floor: string, token?: string): Call => ({
    name: `activity ${name}`,
    method: 'POST',
    path: `/api/activity/log/report${path}`,
    body,
    auth: true,
    ...(token && { token }),
    floor: { path: `/floor/activity/${floor}`, method: 'POST', list: true },
  });
  return [
    call('report (staff)', '', month, 'report'),
    ...(people.creator ? [call('report (creator)', '', month, 'report/creator', people.creator.token)] : []),
    // The filters' choices: a name typed (the scale's people are "Scale Creator 5…"), and the types.
    call('people search (staff)', '/people', { ...month, q: 'creator 5' }, 'people'),
    call('record types (staff)', '/entities', month, 'entities'),
    ...(people.creator
      ? [
          call('people (creator)', '/people', month, 'people/creator', people.creator.token),
          call('record types (creator)', '/entities', month, 'entities/creator', people.creator.token),
        ]
      : []),
    call('entries (staff)', '/entries', { ...month, limit: 25 }, 'entries'),
    call('video totals (a year)', '/total/video/count', { from: day(365), to: day(0) }, 'videos'),
  ];
}
