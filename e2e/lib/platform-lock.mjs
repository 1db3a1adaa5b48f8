// Browser journeys run up to E2E_SLOTS platforms at once on this machine (default 2, one per core
// of the machines we run on). A slot is a set of ports (platform.mjs: e2ePorts) and the ports are
// machine-wide, so each slot's lock is a file in the system's temporary folder: a run from this
// checkout or another (a git worktree) takes a free slot or waits here until one is free. Building
// the dist-e2e output replaces files every slot may be serving, so it holds all of them. A lock left
// by a process that died is taken over; a process may take the same lock again (re-entrant).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';

export const SLOT_COUNT = Math.max(1, Number.parseInt(process.env.E2E_SLOTS ?? '', 10) || 2);

const lockFile = (name) => path.join(os.tmpdir(), `referralhub-e2e-${name}.lock`);
const slotLock = (slot) => `slot-${slot}`;
/** Lock name → how many times this process holds it. */
const held = new Map();

function holderPid(name) {
  try {
    return Number(readFileSync(lockFile(name), 'utf8').trim()) || null;
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function tryTake(name) {
  if (held.has(name)) {
    held.set(name, held.get(name) + 1);
    return true;
  }
  try {
    writeFileSync(lockFile(name), String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const pid = holderPid(name);
    // A lock whose holder died is removed, and taken on a later attempt (never in the same one: two
    // waiters could both remove it).
    if (pid === null || pid === process.pid || !isAlive(pid)) rmSync(lockFile(name), { force: true });
    return false;
  }
  held.set(name, 1);
  return true;
}

function release(name) {
  const count = held.get(name);
  if (count === undefined) return;
  if (count > 1) return void held.set(name, count - 1);
  held.delete(name);
  if (holderPid(name) === process.pid) rmSync(lockFile(name), { force: true });
}

process.once('exit', () => {
  for (const name of held.keys())
    if (holderPid(name) === process.pid) rmSync(lockFile(name), { force: true });
});

async function waitFor(take, describe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    const taken = take();
    if (taken !== null) return taken;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 60_000} min for ${describe()}`);
    if (!announced) {
      console.log(`Waiting for ${describe()}…`);
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Waits for a free slot; resolves with it and its release function. */
export async function acquirePlatformSlot({ timeoutMs = 30 * 60_000 } = {}) {
  const takeAny = () => {
    for (let slot = 0; slot < SLOT_COUNT; slot++) if (tryTake(slotLock(slot))) return slot;
    return null;
  };
  const slot = await waitFor(takeAny, () => 'a free e2e platform slot', timeoutMs);
  return { slot, release: () => release(slotLock(slot)) };
}

/** Waits until this process holds every slot (no platform is serving); resolves with the release. */
export async function acquireAllSlots({ timeoutMs = 30 * 60_000 } = {}) {
  const names = Array.from({ length: SLOT_COUNT }, (_, slot) => slotLock(slot));
  const taken = [];
  const takeRest = () => {
    for (const name of names) {
      if (taken.includes(name)) continue;
      if (!tryTake(name)) return null;
      taken.push(name);
    }
    return true;
  };
  try {
    await waitFor(takeRest, () => 'every e2e platform to stop', timeoutMs);
  } catch (error) {
    taken.forEach(release);
    throw error;
  }
  return () => taken.forEach(release);
}

/** A lock for one shared job (e.g. seeding the journeys' database): resolves with its release. */
export async function acquireLock(name, { timeoutMs = 10 * 60_000 } = {}) {
  await waitFor(
    () => (tryTake(name) ? true : null),
    () => `another e2e run's ${name}`,
    timeoutMs,
  );
  return () => release(name);
}
