import styled from 'styled-components';

const Hero = styled.section`
  padding: 4rem 1.5rem;
  text-align: center;
  background: linear-gradient(135deg, #1e3a8a, #0f766e);
  color: #fff;
`;

export default function HomePage() {
  return (
    <Hero aria-labelledby="hero-title">
      <h1 id="hero-title">Compliance Management</h1>
      <p>Automate your compliance processes. Start your 7-day free trial, no credit card required.</p>
    </Hero>
  );
}
