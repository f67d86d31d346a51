import { useEffect, useState } from 'react';
import { Search, UserPlus } from 'lucide-react';
import { AdminPanelCopy, Messages, type AdminUserRow, type UpdateAdminUser } from '@infragen/contracts';
import { useAppSelector } from '@/app/hooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useAdminPlansQuery, useAdminUsersQuery, useUpdateAdminUserMutation } from './admin-api';
import { ConfirmDialog } from './admin-dialog';
import { AdminPageHeader } from './admin-page-header';
import { roleLabel } from './admin-auth-slice';
import { AddUserDialog } from './add-user-dialog';
import { formatDate } from './format';

const U = AdminPanelCopy.users;
const C = U.columns;

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

interface PendingChange {
  user: AdminUserRow;
  change: UpdateAdminUser;
  question: string;
  done: string;
}

/** /admin/users: search, a page of accounts at a time, and each change confirmed before it is made. */
export function AdminUsersPage() {
  const me = useAppSelector((state) => state.adminAuth.user);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const { data, isError, isFetching } = useAdminUsersQuery({ search, page });
  const { data: plans } = useAdminPlansQuery();
  const [update, { isLoading: updating }] = useUpdateAdminUserMutation();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: U.failedToFetch }, 'destructive');
  }, [isError]);

  const confirm = async () => {
    if (!pending) return;
    try {
      await update({ id: pending.user.id, change: pending.change }).unwrap();
      showToast({ title: pending.done });
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, U.failedToUpdate) }, 'destructive');
    }
    setPending(null);
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <AdminPageHeader
        title={Messages.admin.nav.users}
        subtitle={U.subtitle}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden />
            {U.addUser}
          </Button>
        }
      />
      <div className="relative mb-4 max-w-md">
        <Search className="absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          className="pl-9"
          placeholder={U.search}
          aria-label={U.search}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm" aria-busy={isFetching}>
          <thead className="border-b border-border bg-muted/40 text-xs uppercase text-muted-foreground">
            <tr>
              {[C.name, C.email, C.organization, C.role, C.joined, C.actions].map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data?.users.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-muted-foreground">
                  {U.none}
                </td>
              </tr>
            )}
            {data?.users.map((user) => {
              const self = user.id === me?.id;
              return (
                <tr key={user.id} data-testid="admin-user-row">
                  <td className="px-4 py-3">
                    <div className="font-medium">{user.full_name ?? U.noName}</div>
                    <div className="text-xs text-muted-foreground">{U.credits(user.credits, user.plan_name)}</div>
                  </td>
                  <td className="px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">{user.organization ?? U.noOrganization}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-1">
                      <Badge className="capitalize">{roleLabel(user.role ?? 'user')}</Badge>
                      {user.disabled && <Badge className="border-red-200 bg-red-100 text-red-800">{U.disabled}</Badge>}
                      {self && <Badge>{U.you}</Badge>}
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.created_at)}</td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={self}
                        onClick={() => {
                          const role = user.role === 'admin' ? 'user' : 'admin';
                          setPending({
                            user,
                            change: { role },
                            question: U.confirmRole(user.email, role),
                            done: U.roleUpdated,
                          });
                        }}
                      >
                        {user.role === 'admin' ? U.makeUser : U.makeAdmin}
                      </Button>
                      <Button
                        variant={user.disabled ? 'outline' : 'destructive'}
                        size="sm"
                        disabled={self}
                        onClick={() =>
                          setPending({
                            user,
                            change: { disabled: !user.disabled },
                            question: user.disabled ? U.confirmEnable(user.email) : U.confirmDisable(user.email),
                            done: user.disabled ? U.enabledToast : U.disabledToast,
                          })
                        }
                      >
                        {user.disabled ? U.enable : U.disable}
                      </Button>
                      <select
                        aria-label={`${U.planLabel}: ${user.email}`}
                        className="h-8 rounded-md border border-border bg-background px-2 text-sm"
                        value={user.plan_id ?? ''}
                        onChange={(e) => {
                          const planId = e.target.value || null;
                          const name = plans?.find((p) => p.id === planId)?.name ?? U.noPlan;
                          setPending({
                            user,
                            change: { planId },
                            question: U.confirmPlan(user.email, name),
                            done: U.planUpdated,
                          });
                        }}
                      >
                        <option value="">{U.noPlan}</option>
                        {plans?.map((plan) => (
                          <option key={plan.id} value={plan.id}>
                            {plan.name}
                          </option>
                        ))}
                      </select>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      {data && (
        <nav className="mt-4 flex items-center justify-between text-sm" aria-label={U.page(page, pages)}>
          <span className="text-muted-foreground">
            {U.total(data.total)} · {U.page(page, pages)}
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {AdminPanelCopy.previous}
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {AdminPanelCopy.next}
            </Button>
          </div>
        </nav>
      )}
      <ConfirmDialog
        question={pending?.question ?? null}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        busy={updating}
      />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
