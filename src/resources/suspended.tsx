import { createElement, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

const made = new WeakMap<ComponentType<never>, ComponentType<never>>();

/**
 * A route's page inside a Suspense boundary of its own, made once per page. A page whose code is not
 * loaded yet then shows its loading state at once and the page it replaces leaves: under the layout's
 * boundary alone the navigation waited in a transition with the old page still mounted, and a list's
 * search landing after its debounce took the person back to that list (a search typed, then a tab or
 * a menu entry clicked within half a second).
 */
export function suspended<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const known = made.get(Page as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  const Wrapped = (props: P) => <Suspense fallback={<Loading />}>{createElement(Page, props)}</Suspense>;
  Wrapped.displayName = `Suspended(${Page.displayName ?? Page.name ?? 'Page'})`;
  made.set(Page as ComponentType<never>, Wrapped as ComponentType<never>);
  return Wrapped;
}
