import { useEffect, useLayoutEffect, useRef } from 'react';

/** The widget the server asks for once a sign-in has failed too often (its 429 names it). */
export interface BotCheckWidget {
  provider: 'turnstile' | 'hcaptcha';
  site_key: string;
}

interface WidgetApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  remove?(id: string | number): void;
}

declare global {
  interface Window {
    turnstile?: WidgetApi;
    hcaptcha?: WidgetApi;
  }
}

/** Each provider's script, rendered explicitly into our own container; both take the same options. */
const SCRIPTS: Record<BotCheckWidget['provider'], string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

const loading = new Map<string, Promise<void>>();

/** Loads a provider's script once per page, and only when a widget is asked for. */
function loadScript(source: string): Promise<void> {
  let loaded = loading.get(source);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`Could not load ${source}`));
      document.head.appendChild(script);
    });
    loading.set(source, loaded);
  }
  return loaded;
}

/**
 * The bot check (Cloudflare Turnstile or hCaptcha): solved, it hands its one-use token to the form;
 * the server verifies it with the provider. Remount it (a new `key`) for a new token.
 */
export function BotCheck({
  widget,
  onToken,
  onExpired,
}: {
  widget: BotCheckWidget;
  onToken(token: string): void;
  onExpired(): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onExpired });
  useLayoutEffect(() => {
    callbacks.current = { onToken, onExpired };
  });

  useEffect(() => {
    let id: string | number | undefined;
    let api: WidgetApi | undefined;
    let cancelled = false;
    const ready = window[widget.provider] ? Promise.resolve() : loadScript(SCRIPTS[widget.provider]);
    void ready.then(() => {
      api = window[widget.provider];
      if (cancelled || !api || !container.current) return;
      id = api.render(container.current, {
        sitekey: widget.site_key,
        callback: (token: string) => callbacks.current.onToken(token),
        'expired-callback': () => callbacks.current.onExpired(),
      });
    });
    return () => {
      cancelled = true;
      if (id !== undefined) api?.remove?.(id);
    };
  }, [widget.provider, widget.site_key]);

  return <div ref={container} data-testid="bot-check" />;
}
