export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startDatabase } = await import('./lib/db/startup');
  await startDatabase();
}
