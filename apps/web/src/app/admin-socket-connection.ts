import type { MiddlewareAPI } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import { AdminPanelCopy, type ClientToServerEvents, type ServerToClientEvents } from '@infragen/contracts';
import { adminApi } from '@/features/admin/admin-api';
import { inboxRowText } from '@/features/admin/inbox-item-summary';
import { backoffDelay } from '@/lib/backoff';
import { showToast } from '@/lib/toast';

type AdminSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A refused handshake (a server in maintenance, a session that just ended) is tried again this often at most. */
const RETRY = { baseMs: 1000, capMs: 30_000 };

/** The live connection of the operator panel, loaded with its first use (admin pages only). */
export interface AdminConnection {
  connect(token: string): void;
  disconnect(): void;
}

/**
 * The operator panel's socket: a new alert refreshes what shows alerts and counts (the Alerts
 * page, the dashboard) and toasts its title; a resolved one moves on every open page. A form
 * arriving from the site, or an inbox item handled elsewhere, refreshes the inbox and its count.
 * Anything missed while disconnected is fetched again on reconnect.
 */
export function createAdminConnection(store: MiddlewareAPI): Promise<AdminConnection> {
  return import('socket.io-client').then(({ io }) => {
    let socket: AdminSocket | null = null;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => store.dispatch(adminApi.util.invalidateTags(['AdminAlerts', 'AdminStats', 'AdminAudit']));
    const refreshInbox = () => store.dispatch(adminApi.util.invalidateTags(['AdminInbox']));
    return {
      connect(token: string) {
        if (socket) {
          // Same connection, fresher token for its next handshake.
          socket.auth = { token };
          return;
        }
        const opened: AdminSocket = io({ path: '/socket.io', transports: ['websocket'], auth: { token } });
        socket = opened;
        opened.on('connect', () => {
          retries = 0;
          refresh();
          refreshInbox();
        });
        const retry = () => {
          clearTimeout(retryTimer);
          retryTimer = setTimeout(
            () => socket === opened && opened.connect(),
            backoffDelay(retries++, RETRY.baseMs, RETRY.capMs),
          );
        };
        opened.on('connect_error', () => {
          if (!opened.active) retry();
        });
        // The server ends the connection when the token it was opened with expires (or the session
        // ends): come back with the token the panel holds now.
        opened.on('disconnect', (reason) => {
          if (reason === 'io server disconnect') retry();
        });
        opened.on('alert:created', (alert) => {
          refresh();
          showToast(
            { title: AdminPanelCopy.alerts.newAlert, description: alert.title },
            alert.severity === 'critical' ? 'destructive' : 'default',
          );
        });
        opened.on('alert:resolved', () => refresh());
        // The inbox: an arrival shows in its list and in the navigation's count, with a toast.
        opened.on('inbox:received', (entry) => {
          refreshInbox();
          showToast({ title: AdminPanelCopy.inbox.arrived[entry.kind], description: inboxRowText(entry).title });
        });
        opened.on('inbox:updated', () => refreshInbox());
      },
      disconnect() {
        clearTimeout(retryTimer);
        socket?.disconnect();
        socket = null;
      },
    };
  });
}
