import { AuthScreen } from './auth-screen';

export default function LoginScreen() {
  return <AuthScreen mode="login" />;
}
