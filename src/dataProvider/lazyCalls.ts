// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call's arguments
type Calls = Record<string, (...args: any[]) => Promise<unknown>>;

/**
 * A group of the dataProvider's calls whose code loads with its first use: the groups only lazily
 * loaded pages use (the library's, Content ID's) weigh nothing on the first page, and still go
 * through the one dataProvider. `names` lists the group's calls (the type checks it is all of them).
 */
export function lazyCalls<T extends Calls>(load: () => Promise<T>, names: Record<keyof T, true>): T {
  return Object.fromEntries(
    Object.keys(names).map((name) => [name, async (...args: unknown[]) => (await load())[name]!(...args)]),
  ) as T;
}
