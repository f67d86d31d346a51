import { SYSTEM_SETTINGS } from '@infragen/contracts';
import { type StoredSetting, type SystemSettingsRepository } from '@infragen/database';
import { SettingsService } from './settings.service';

/**
 * An in-memory store whose reads can be held open, to reproduce a read of the settings that
 * began before an operator's change and ends after it.
 */
class HeldStore {
  rows = new Map<string, unknown>();
  private held: (() => void)[] = [];
  /** How many of the next reads wait for release(). */
  holdNext = 0;

  async all(): Promise<StoredSetting[]> {
    const snapshot = [...this.rows].map(([key, value]) => ({
      key,
      value,
      description: null,
      updatedBy: null,
      updatedAt: new Date(0),
    }));
    if (this.holdNext > 0) {
      this.holdNext--;
      await new Promise<void>((resolve) => this.held.push(resolve));
    }
    return snapshot;
  }

  async save(key: string, value: unknown): Promise<void> {
    this.rows.set(key, value);
  }

  release(): void {
    for (const resolve of this.held.splice(0)) resolve();
  }
}

function serviceOver(store: HeldStore): SettingsService {
  return new SettingsService(store as unknown as SystemSettingsRepository);
}

describe('SettingsService', () => {
  it('answers with the new value at once after a change, though a read begun before it was still running', async () => {
    const store = new HeldStore();
    store.rows.set('maintenance_mode', true);
    const service = serviceOver(store);
    store.holdNext = 1;
    const before = service.current();
    const after = service.set('maintenance_mode', false, 'admin');
    store.release();
    expect((await before).maintenance_mode).toBe(true);
    expect((await after).maintenance_mode).toBe(false);
    expect((await service.current()).maintenance_mode).toBe(false);
  });

  it('does not keep the result of a read that began before a change', async () => {
    const store = new HeldStore();
    store.rows.set('maintenance_mode', true);
    const service = serviceOver(store);
    store.holdNext = 1;
    const stale = service.current();
    await service.set('maintenance_mode', false, 'admin');
    store.release();
    expect((await stale).maintenance_mode).toBe(true);
    expect((await service.current()).maintenance_mode).toBe(false);
  });

  it('forgets its reused copy when told that another instance stored a change', async () => {
    const store = new HeldStore();
    store.rows.set('maintenance_mode', false);
    const service = serviceOver(store);
    expect((await service.current()).maintenance_mode).toBe(false);
    // Stored by another instance: this one still reuses what it read.
    store.rows.set('maintenance_mode', true);
    expect((await service.current()).maintenance_mode).toBe(false);
    service.changedElsewhere();
    expect((await service.current()).maintenance_mode).toBe(true);
  });

  it("does not keep a read that began before another instance's change", async () => {
    const store = new HeldStore();
    store.rows.set('registration_enabled', true);
    const service = serviceOver(store);
    store.holdNext = 1;
    const stale = service.current();
    store.rows.set('registration_enabled', false);
    service.changedElsewhere();
    store.release();
    expect((await stale).registration_enabled).toBe(true);
    expect((await service.current()).registration_enabled).toBe(false);
  });

  it('tells its listeners of every change once it is stored, a setting or Reset to Defaults', async () => {
    const store = new HeldStore();
    const service = serviceOver(store);
    const seen: unknown[] = [];
    service.onStored(() => seen.push(store.rows.get('support_email')));
    await service.set('support_email', 'ops@example.org', 'admin');
    await service.reset('admin');
    expect(seen).toEqual(['ops@example.org', SYSTEM_SETTINGS.support_email.default]);
  });

  it('reuses one read for a burst of callers', async () => {
    const store = new HeldStore();
    const reads = jest.spyOn(store, 'all');
    const service = serviceOver(store);
    await Promise.all([service.current(), service.current(), service.current()]);
    await service.current();
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
