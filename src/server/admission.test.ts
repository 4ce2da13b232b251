import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { admission } from './admission';
import type { AppEnv } from './http';

/** A gate each request's handler waits on, opened by the test. */
function gates() {
  const open = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const of = (name: string) => {
    if (!waiting.has(name)) waiting.set(name, new Promise<void>((resolve) => open.set(name, resolve)));
    return waiting.get(name)!;
  };
  const openGate = (name: string) => {
    of(name);
    open.get(name)!();
  };
  return { wait: of, open: openGate };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function app(limit: number) {
  const started: string[] = [];
  const gate = gates();
  const api = new Hono<AppEnv>();
  api.use(
    '*',
    admission(limit, (path) => path === '/free'),
  );
  api.all('/:name', async (c) => {
    const name = c.req.param('name');
    started.push(name);
    if (name === 'boom') throw new Error('handler failed');
    await gate.wait(name);
    return c.text(name);
  });
  api.onError((_err, c) => c.text('failed', 500));
  return { api, started, gate };
}

// Engine-independent: runs once, in the PGlite project.
describe.skipIf(process.env.TEST_DB_ENGINE === 'pg')('API admission', () => {
  it('runs at most `limit` handlers at once; the others start in arrival order as places free', async () => {
    const { api, started, gate } = app(2);
    const answers = ['a', 'b', 'c', 'd'].map((name) => api.request(`/${name}`));
    await tick();
    expect(started).toEqual(['a', 'b']);
    gate.open('b');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    gate.open('a');
    gate.open('c');
    gate.open('d');
    expect(await Promise.all(answers.map(async (r) => (await r).text()))).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets bypassed paths through at once, and a failed handler frees its place', async () => {
    const { api, started, gate } = app(1);
    const a = api.request('/a');
    await tick();
    const free = api.request('/free');
    await tick();
    expect(started).toEqual(['a', 'free']);
    gate.open('free');
    expect((await free).status).toBe(200);
    const failing = api.request('/boom');
    const after = api.request('/c');
    gate.open('a');
    expect((await a).status).toBe(200);
    expect((await failing).status).toBe(500);
    await tick();
    expect(started).toEqual(['a', 'free', 'boom', 'c']);
    gate.open('c');
    expect(await (await after).text()).toBe('c');
  });

  it('takes no place while a body is still arriving', async () => {
    const { api, started, gate } = app(1);
    let finishBody = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"slow":'));
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode('true}'));
          controller.close();
        };
      },
    });
    const slow = api.request('/slow', { method: 'POST', body, duplex: 'half' } as RequestInit);
    await tick();
    const quick = api.request('/quick');
    await tick();
    expect(started).toEqual(['quick']);
    finishBody();
    await tick();
    expect(started).toEqual(['quick']);
    gate.open('quick');
    await tick();
    expect(started).toEqual(['quick', 'slow']);
    gate.open('slow');
    expect([(await quick).status, (await slow).status]).toEqual([200, 200]);
  });

  it('with limit 0 lets every request run at once', async () => {
    const { api, started, gate } = app(0);
    const answers = ['a', 'b', 'c'].map((name) => api.request(`/${name}`));
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'b', 'c']) gate.open(name);
    await Promise.all(answers);
  });
});
