#!/usr/bin/env node
/**
 * node tests/e2e/fresh-database.mjs URL: drops and creates the database URL names (its path), so the
 * journeys' server starts on an empty PostgreSQL database it migrates and seeds itself, as on a fresh
 * machine. Connects to the server's own `postgres` database to do it.
 */
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Not a database name for the journeys: ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
