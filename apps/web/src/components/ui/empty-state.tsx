import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
};

export function EmptyState({ title, body, action, icon, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-12 text-center">
      {icon ? (
        <div aria-hidden="true" className="text-5xl">
          {icon}
        </div>
      ) : null}
      <Heading className="text-2xl font-bold text-ink-900">{title}</Heading>
      {body ? <p className="text-ink-700">{body}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
