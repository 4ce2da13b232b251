import { createServer } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer } from './shutdown';

describe('stopping the server', () => {
  it('ends a connection that never sent a request instead of waiting for its headers', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    server.headersTimeout = 600_000;
    server.requestTimeout = 600_000;
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as { port: number };
    // A preconnected socket, as browsers open ahead of their requests.
    const socket = connect(port, '127.0.0.1');
    await new Promise((connected) => socket.once('connect', connected));
    const socketClosed = new Promise((ended) => socket.once('close', ended));
    const serverClosed = new Promise<void>((closed) => closeServer(server, closed, 10));
    await Promise.all([socketClosed, serverClosed]);
    expect(server.listening).toBe(false);
  });
});
