'use client';

import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { AdminContactMessageDto } from '@/lib/contact/admin';
import { formatContactDate } from '@/lib/contact/admin-rules';
import { contactReplyLink, mailtoLink } from '@/lib/contact/mailto';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const notGiven = <span className="text-muted-foreground">Not given</span>;

/** The details modal: everything the sender gave, and where from. */
export function ContactDetailsDialog({
  message,
  busy,
  onClose,
  onToggleRead,
  onDelete,
}: {
  message: AdminContactMessageDto | null;
  busy: boolean;
  onClose: () => void;
  onToggleRead: (message: AdminContactMessageDto) => void;
  onDelete: (message: AdminContactMessageDto) => void;
}) {
  return (
    <Dialog open={message != null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl!">
        {message ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{message.subject}</DialogTitle>
              <DialogDescription>
                From {message.name}, <time dateTime={message.createdAt}>{formatContactDate(message.createdAt)}</time>
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-3">
              <Row label="Name">{message.name}</Row>
              <Row label="Date">
                <time dateTime={message.createdAt}>{formatContactDate(message.createdAt)}</time>
              </Row>
              <Row label="Email">
                {mailtoLink(message.email) ? (
                  <a href={mailtoLink(message.email)!} className="underline decoration-gold-deep/60 underline-offset-4 hover:decoration-current">
                    {message.email}
                  </a>
                ) : (
                  <span className="font-mono">{message.email}</span>
                )}
              </Row>
              <Row label="Phone">{message.phone ? <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a> : notGiven}</Row>
              <Row label="Company">{message.company ?? notGiven}</Row>
              <Row label="Location">{message.location ?? notGiven}</Row>
              <Row label="Subject">{message.subject}</Row>
              <Row label="Status">
                <Badge variant={message.isRead ? 'secondary' : 'warning'}>{message.isRead ? 'Read' : 'Unread'}</Badge>
              </Row>
              <Row label="Message">
                <p className="rounded-md border border-border bg-ivory p-3 whitespace-pre-wrap">{message.message}</p>
              </Row>
              <Row label="IP address">{message.ip ? <span className="font-mono">{message.ip}</span> : notGiven}</Row>
              <Row label="User agent">{message.userAgent ? <span className="font-mono text-xs">{message.userAgent}</span> : notGiven}</Row>
            </dl>
            <DialogFooter className="sm:justify-between">
              <Button variant="ghost" className="text-destructive hover:text-destructive" disabled={busy} onClick={() => onDelete(message)}>
                <Trash2 aria-hidden />
                Delete message
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" disabled={busy} onClick={() => onToggleRead(message)}>
                  {message.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
                  {message.isRead ? 'Mark as unread' : 'Mark as read'}
                </Button>
                {contactReplyLink(message) ? (
                  <Button asChild>
                    <a href={contactReplyLink(message)!}>
                      <Reply aria-hidden />
                      Reply by email
                    </a>
                  </Button>
                ) : (
                  // Not a plain address: no link that a crafted one could turn into extra recipients.
                  <Button disabled title="This address is not a plain email address; copy it by hand after checking it">
                    <Reply aria-hidden />
                    Reply by email
                  </Button>
                )}
              </div>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
