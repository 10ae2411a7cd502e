import type { FastifyInstance, FastifyRequest } from 'fastify';

type Task = () => Promise<unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Work to run once the answer has been sent (see afterResponse). */
    deferredTasks: Task[] | null;
  }
  interface FastifyInstance {
    /** Resolves once every task deferred so far has ended (tests wait on it; closing does too). */
    deferredTasksSettled(): Promise<void>;
  }
}

/**
 * Runs `task` after the answer has gone out, so the answer takes the same time whatever the task
 * finds (whether an email has an account, say) and a slow mail server never holds a request. A task
 * that fails is logged; the server waits for the tasks under way before it closes.
 */
export function afterResponse(request: FastifyRequest, task: Task): void {
  (request.deferredTasks ??= []).push(task);
}

export function registerAfterResponse(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  app.decorateRequest('deferredTasks', null);
  app.decorate('deferredTasksSettled', async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  });
  app.addHook('onResponse', async (request) => {
    for (const task of request.deferredTasks ?? []) {
      const run = task()
        .catch((error: unknown) => request.log.error({ err: error }, 'deferred task failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }
  });
  app.addHook('onClose', async () => app.deferredTasksSettled());
}
