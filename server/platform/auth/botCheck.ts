/** The bot-check widgets the sign-in page can show (spec 000 §1: a bot-check widget; 001 §9: its site key). */
export const BOT_CHECK_PROVIDERS = {
  turnstile: {
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    /** Where the widget's script and frame come from, for the Content-Security-Policy. */
    origins: ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    origins: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
} as const;
export type BotCheckProvider = keyof typeof BOT_CHECK_PROVIDERS;

export interface BotCheckConfig {
  provider: BotCheckProvider;
  siteKey: string;
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
}

/** What the sign-in page needs to show the widget. */
export interface BotCheckWidget {
  provider: BotCheckProvider;
  site_key: string;
}

export interface BotCheck {
  widget: BotCheckWidget;
  origins: readonly string[];
  /** Whether the provider confirms the token (solved, unexpired, unused). Fails closed. */
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/**
 * Server-side verification of a widget's token: both providers take the same form-encoded POST
 * (secret, response, remoteip) and answer JSON with `success`. A provider that is down, slow or
 * answers anything else has not said yes, so the token is refused (the sign-in is then only slowed).
 */
export function createBotCheck(config: BotCheckConfig): BotCheck {
  return {
    widget: { provider: config.provider, site_key: config.siteKey },
    origins: BOT_CHECK_PROVIDERS[config.provider].origins,
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp });
      if (config.provider === 'hcaptcha') form.set('sitekey', config.siteKey);
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}
