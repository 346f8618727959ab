/** Spec §9: every key the product stores carries the brand's prefix, so logout can clear exactly ours. */
export function clearProductKeys(storage: Storage, prefix: string): void {
  const ours: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) ours.push(key);
  }
  ours.forEach((key) => storage.removeItem(key));
}

/** Expires a cookie readable by script; HttpOnly ones are cleared by the server's logout answer. */
export function expireCookie(doc: Document, name: string): void {
  doc.cookie = `${name}=; Max-Age=0; path=/`;
}
