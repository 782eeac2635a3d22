import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/login: sign-in and create-account forms. */
export class AdminLoginPage {
  readonly heading: Locator;
  readonly toRegister: Locator;
  readonly toSignIn: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly signIn: Locator;
  readonly registerSetupCode: Locator;
  readonly registerName: Locator;
  readonly registerEmail: Locator;
  readonly registerPassword: Locator;
  readonly registerConfirm: Locator;
  readonly createAccount: Locator;
  readonly showPassword: Locator;
  /** The alert a sign-in through the institution's provider came back with. */
  readonly signInFailure: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.toRegister = page.getByRole("button", { name: "Don't have an account? Create one" });
    this.toSignIn = page.getByRole("button", { name: "Already have an account? Sign in" });
    const signInForm = page.getByRole("form", { name: "Admin Login" });
    this.email = signInForm.getByLabel("Email");
    this.password = signInForm.getByLabel("Password", { exact: true });
    this.signIn = signInForm.getByRole("button", { name: "Sign In" });
    this.showPassword = page.getByRole("button", { name: "Show password" }).first();
    const registerForm = page.getByRole("form", { name: "Create Admin Account" });
    this.registerSetupCode = registerForm.getByLabel("Setup code");
    this.registerName = registerForm.getByLabel("Full Name");
    this.registerEmail = registerForm.getByLabel("Email");
    this.registerPassword = registerForm.getByLabel("Password", { exact: true });
    this.registerConfirm = registerForm.getByLabel("Confirm Password");
    this.createAccount = registerForm.getByRole("button", { name: "Create Account" });
    this.signInFailure = page.getByRole("alert").filter({ hasNotText: /^$/ });
  }

  /** "Sign in with {name}": the link to the institution's OpenID Connect provider. */
  institution(name: string): Locator {
    return this.page.getByRole("link", { name: `Sign in with ${name}` });
  }

  /** `base`: another server's origin (a test's own server); the e2e web server by default. */
  async open(base = ""): Promise<void> {
    await this.page.goto(`${base}/admin/login`);
    await expect(this.heading).toBeVisible();
  }

  toast(text: string): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }

  async register(account: { name: string; email: string; password: string }): Promise<void> {
    if (!(await this.registerEmail.isVisible())) await this.toRegister.click();
    await this.registerName.fill(account.name);
    await this.registerEmail.fill(account.email);
    await this.registerPassword.fill(account.password);
    await this.registerConfirm.fill(account.password);
    await this.createAccount.click();
  }

  async signInWith(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signIn.click();
  }
}
