const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The built-in checkout: two plain forms, no script, so it works under a strict CSP. */
export function devCheckoutPage(input: {
  actionUrl: string;
  amount: number;
  credits: number;
  status: string;
}): string {
  const action = escapeHtml(input.actionUrl);
  const settled = input.status !== 'created';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development checkout</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  .card { border: 1px solid #d1d5db; border-radius: 12px; padding: 1.5rem; }
  .row { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 8px; border: 1px solid #1f2937; cursor: pointer; }
  .pay { background: #047857; color: #fff; border-color: #047857; }
  .note { color: #4b5563; font-size: 0.9rem; }
</style>
</head>
<body>
<main class="card">
  <h1>Development checkout</h1>
  <p class="note">No card is charged: this page stands in for the payment provider while developing.</p>
  <p>Amount: <strong>&#8377;${input.amount}</strong> for <strong>${input.credits} credits</strong></p>
  ${settled ? `<p>This payment is already <strong>${escapeHtml(input.status)}</strong>.</p>` : ''}
  <div class="row">
    <form method="post" action="${action}">
      <input type="hidden" name="outcome" value="success">
      <button class="pay" type="submit">Pay</button>
    </form>
    <form method="post" action="${action}">
      <input type="hidden" name="outcome" value="failure">
      <button type="submit">Fail</button>
    </form>
  </div>
</main>
</body>
</html>`;
}
