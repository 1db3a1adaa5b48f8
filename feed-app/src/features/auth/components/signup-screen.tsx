import { AuthScreen } from './auth-screen';

export default function SignupScreen() {
  return <AuthScreen mode="signup" />;
}
