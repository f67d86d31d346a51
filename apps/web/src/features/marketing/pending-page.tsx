import { Messages } from '@infragen/contracts';

/** A route whose screen is not built yet says so plainly instead of pretending. */
export function PendingPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{Messages.common.notBuiltYet}</p>
    </section>
  );
}
