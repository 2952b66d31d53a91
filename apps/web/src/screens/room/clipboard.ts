/**
 * Copying the room link: the async Clipboard API where allowed (secure
 * contexts), else the old hidden-textarea + execCommand route, which still
 * works on plain-HTTP self-hosted servers.
 */

export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clip = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clip && typeof clip.writeText === 'function') {
    try {
      await clip.writeText(text);
      return true;
    } catch {
      // Permission denied or not a secure context: fall through.
    }
  }
  return legacyCopy(text, doc);
}

function legacyCopy(text: string, doc: Document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '-1000px';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  const active = doc.activeElement as HTMLElement | null;
  area.select();
  let ok: boolean;
  try {
    // Deprecated, but the only synchronous copy outside a secure context.
    ok = doc.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus?.();
  return ok;
}
