//! The signature algorithms of `jsonwebtoken`, done by `ring`: the crate's own backends would
//! bring either aws-lc (a C build of minutes) or RustCrypto (31 crates, `rsa` among them, with
//! an open timing advisory, RUSTSEC-2023-0071), while `ring` is compiled for rustls already.
//!
//! [`install`] makes this the process default; [`ResourceServer::new`](super::resource) calls
//! it. What `ring` cannot do (reading an RSA public key's components out of DER, used only
//! when a JWK is built from an encoding key) is an error, never a panic.

use jsonwebtoken::crypto::{CryptoProvider, JwtSigner, JwtVerifier, KeyUtils};
use jsonwebtoken::errors::{Error, ErrorKind, Result};
use jsonwebtoken::jwk::{EllipticCurve, ThumbprintHash};
use jsonwebtoken::signature::{self as sig, Signer, Verifier};
use jsonwebtoken::{Algorithm, DecodingKey, DecodingKeyKind, EncodingKey};
use ring::signature::{self as ring_sig, KeyPair};
use ring::{digest, hmac, rand::SystemRandom};

/// The provider; [`install`] sets it as `jsonwebtoken`'s process default.
pub static PROVIDER: CryptoProvider = CryptoProvider {
    signer_factory: new_signer,
    verifier_factory: new_verifier,
    key_utils: KeyUtils {
        rsa_pub_components_from_private_key: rsa_components_from_private_key,
        rsa_pub_components_from_public_key: rsa_components_from_public_key,
        ec_pub_components_from_private_key: ec_components_from_private_key,
        ed_pub_components_from_private_key: ed_component_from_private_key,
        compute_digest,
    },
};

/// Installs [`PROVIDER`] unless a provider is installed already (then that one is used).
pub fn install() {
    if CryptoProvider::try_get_default().is_none() {
        // An `Err` means another thread installed one in between: that one is used.
        let _ = PROVIDER.install_default();
    }
}

fn rsa_signing(alg: Algorithm) -> Option<&'static dyn ring_sig::RsaEncoding> {
    Some(match alg {
        Algorithm::RS256 => &ring_sig::RSA_PKCS1_SHA256,
        Algorithm::RS384 => &ring_sig::RSA_PKCS1_SHA384,
        Algorithm::RS512 => &ring_sig::RSA_PKCS1_SHA512,
        Algorithm::PS256 => &ring_sig::RSA_PSS_SHA256,
        Algorithm::PS384 => &ring_sig::RSA_PSS_SHA384,
        Algorithm::PS512 => &ring_sig::RSA_PSS_SHA512,
        _ => return None,
    })
}

fn rsa_verification(alg: Algorithm) -> Option<&'static ring_sig::RsaParameters> {
    Some(match alg {
        Algorithm::RS256 => &ring_sig::RSA_PKCS1_2048_8192_SHA256,
        Algorithm::RS384 => &ring_sig::RSA_PKCS1_2048_8192_SHA384,
        Algorithm::RS512 => &ring_sig::RSA_PKCS1_2048_8192_SHA512,
        Algorithm::PS256 => &ring_sig::RSA_PSS_2048_8192_SHA256,
        Algorithm::PS384 => &ring_sig::RSA_PSS_2048_8192_SHA384,
        Algorithm::PS512 => &ring_sig::RSA_PSS_2048_8192_SHA512,
        _ => return None,
    })
}

fn ecdsa_signing(alg: Algorithm) -> Option<&'static ring_sig::EcdsaSigningAlgorithm> {
    match alg {
        Algorithm::ES256 => Some(&ring_sig::ECDSA_P256_SHA256_FIXED_SIGNING),
        Algorithm::ES384 => Some(&ring_sig::ECDSA_P384_SHA384_FIXED_SIGNING),
        _ => None,
    }
}

fn hmac_algorithm(alg: Algorithm) -> Option<hmac::Algorithm> {
    match alg {
        Algorithm::HS256 => Some(hmac::HMAC_SHA256),
        Algorithm::HS384 => Some(hmac::HMAC_SHA384),
        Algorithm::HS512 => Some(hmac::HMAC_SHA512),
        _ => None,
    }
}

fn key_format() -> Error {
    ErrorKind::InvalidKeyFormat.into()
}

enum SigningKey {
    Rsa(ring_sig::RsaKeyPair, &'static dyn ring_sig::RsaEncoding),
    Ecdsa(ring_sig::EcdsaKeyPair),
    Ed25519(ring_sig::Ed25519KeyPair),
    Hmac(hmac::Key),
}

struct RingSigner {
    alg: Algorithm,
    key: SigningKey,
}

impl Signer<Vec<u8>> for RingSigner {
    fn try_sign(&self, msg: &[u8]) -> std::result::Result<Vec<u8>, sig::Error> {
        let rng = SystemRandom::new();
        match &self.key {
            SigningKey::Rsa(pair, padding) => {
                let mut out = vec![0; pair.public().modulus_len()];
                pair.sign(*padding, &rng, msg, &mut out)
                    .map_err(|_| sig::Error::new())?;
                Ok(out)
            }
            SigningKey::Ecdsa(pair) => Ok(pair
                .sign(&rng, msg)
                .map_err(|_| sig::Error::new())?
                .as_ref()
                .to_vec()),
            SigningKey::Ed25519(pair) => Ok(pair.sign(msg).as_ref().to_vec()),
            SigningKey::Hmac(key) => Ok(hmac::sign(key, msg).as_ref().to_vec()),
        }
    }
}

impl JwtSigner for RingSigner {
    fn algorithm(&self) -> Algorithm {
        self.alg
    }
}

fn new_signer(alg: &Algorithm, key: &EncodingKey) -> Result<Box<dyn JwtSigner>> {
    let alg = *alg;
    if key.family() != alg.family() {
        return Err(key_format());
    }
    let bytes = key.as_bytes();
    let key = if let Some(padding) = rsa_signing(alg) {
        let pair = ring_sig::RsaKeyPair::from_der(bytes)
            .map_err(|err| ErrorKind::InvalidRsaKey(err.to_string()))?;
        SigningKey::Rsa(pair, padding)
    } else if let Some(curve) = ecdsa_signing(alg) {
        let pair = ring_sig::EcdsaKeyPair::from_pkcs8(curve, bytes, &SystemRandom::new())
            .map_err(|_| ErrorKind::InvalidEcdsaKey)?;
        SigningKey::Ecdsa(pair)
    } else if let Some(hash) = hmac_algorithm(alg) {
        SigningKey::Hmac(hmac::Key::new(hash, bytes))
    } else {
        let pair = ring_sig::Ed25519KeyPair::from_pkcs8_maybe_unchecked(bytes)
            .map_err(|_| ErrorKind::InvalidEddsaKey)?;
        SigningKey::Ed25519(pair)
    };
    Ok(Box::new(RingSigner { alg, key }))
}

struct RingVerifier {
    alg: Algorithm,
    key: DecodingKey,
}

impl Verifier<Vec<u8>> for RingVerifier {
    fn verify(&self, msg: &[u8], signature: &Vec<u8>) -> std::result::Result<(), sig::Error> {
        let bad = |_| sig::Error::new();
        if let Some(params) = rsa_verification(self.alg) {
            return match self.key.kind() {
                DecodingKeyKind::SecretOrDer(der) => {
                    ring_sig::UnparsedPublicKey::new(params, der).verify(msg, signature)
                }
                DecodingKeyKind::RsaModulusExponent { n, e } => {
                    ring_sig::RsaPublicKeyComponents { n, e }.verify(params, msg, signature)
                }
            }
            .map_err(bad);
        }
        let bytes = self.key.try_get_as_bytes().map_err(|_| sig::Error::new())?;
        if let Some(hash) = hmac_algorithm(self.alg) {
            return hmac::verify(&hmac::Key::new(hash, bytes), msg, signature).map_err(bad);
        }
        let algorithm: &'static dyn ring_sig::VerificationAlgorithm = match self.alg {
            Algorithm::ES256 => &ring_sig::ECDSA_P256_SHA256_FIXED,
            Algorithm::ES384 => &ring_sig::ECDSA_P384_SHA384_FIXED,
            _ => &ring_sig::ED25519,
        };
        ring_sig::UnparsedPublicKey::new(algorithm, bytes)
            .verify(msg, signature)
            .map_err(bad)
    }
}

impl JwtVerifier for RingVerifier {
    fn algorithm(&self) -> Algorithm {
        self.alg
    }
}

fn new_verifier(alg: &Algorithm, key: &DecodingKey) -> Result<Box<dyn JwtVerifier>> {
    if key.family() != alg.family() {
        return Err(key_format());
    }
    Ok(Box::new(RingVerifier {
        alg: *alg,
        key: key.clone(),
    }))
}

fn rsa_components_from_private_key(der: &[u8]) -> Result<(Vec<u8>, Vec<u8>)> {
    let pair = ring_sig::RsaKeyPair::from_der(der)
        .map_err(|err| ErrorKind::InvalidRsaKey(err.to_string()))?;
    let components = ring_sig::RsaPublicKeyComponents::<Vec<u8>>::from(pair.public());
    Ok((components.n, components.e))
}

fn rsa_components_from_public_key(_der: &[u8]) -> Result<(Vec<u8>, Vec<u8>)> {
    Err(ErrorKind::Provider(
        "reading an RSA public key's components from DER is not supported (ring cannot parse it)"
            .into(),
    )
    .into())
}

fn ec_components_from_private_key(
    der: &[u8],
    alg: Algorithm,
) -> Result<(EllipticCurve, Vec<u8>, Vec<u8>)> {
    let (curve, half) = match alg {
        Algorithm::ES256 => (EllipticCurve::P256, 32),
        Algorithm::ES384 => (EllipticCurve::P384, 48),
        _ => return Err(ErrorKind::InvalidEcdsaKey.into()),
    };
    let signing = ecdsa_signing(alg).ok_or(ErrorKind::InvalidEcdsaKey)?;
    let pair = ring_sig::EcdsaKeyPair::from_pkcs8(signing, der, &SystemRandom::new())
        .map_err(|_| ErrorKind::InvalidEcdsaKey)?;
    match pair.public_key().as_ref() {
        [4, point @ ..] if point.len() == 2 * half => {
            let (x, y) = point.split_at(half);
            Ok((curve, x.to_vec(), y.to_vec()))
        }
        _ => Err(ErrorKind::InvalidEcdsaKey.into()),
    }
}

fn ed_component_from_private_key(der: &[u8], curve: &EllipticCurve) -> Result<Vec<u8>> {
    if *curve != EllipticCurve::Ed25519 {
        return Err(ErrorKind::InvalidAlgorithm.into());
    }
    let pair = ring_sig::Ed25519KeyPair::from_pkcs8_maybe_unchecked(der)
        .map_err(|_| ErrorKind::InvalidEddsaKey)?;
    Ok(pair.public_key().as_ref().to_vec())
}

fn compute_digest(data: &[u8], hash: ThumbprintHash) -> Result<Vec<u8>> {
    let algorithm = match hash {
        ThumbprintHash::SHA256 => &digest::SHA256,
        ThumbprintHash::SHA384 => &digest::SHA384,
        ThumbprintHash::SHA512 => &digest::SHA512,
        _ => return Err(ErrorKind::Provider("an unknown thumbprint hash".into()).into()),
    };
    Ok(digest::digest(algorithm, data).as_ref().to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use jsonwebtoken::{Header, Validation, decode, encode};
    use serde_json::{Value, json};

    fn roundtrip(alg: Algorithm, enc: &EncodingKey, dec: &DecodingKey) -> Result<Value> {
        install();
        let claims = json!({"sub": "a", "exp": 4_000_000_000u64});
        let token = encode(&Header::new(alg), &claims, enc)?;
        let mut validation = Validation::new(alg);
        validation.validate_aud = false;
        Ok(decode::<Value>(&token, dec, &validation)?.claims)
    }

    fn ed25519() -> (Vec<u8>, Vec<u8>) {
        let pkcs8 = ring_sig::Ed25519KeyPair::generate_pkcs8(&SystemRandom::new()).unwrap();
        let pair = ring_sig::Ed25519KeyPair::from_pkcs8(pkcs8.as_ref()).unwrap();
        (pkcs8.as_ref().to_vec(), pair.public_key().as_ref().to_vec())
    }

    /// A 2048-bit RSA test key (PKCS#1 DER, base64), made by `openssl genpkey` for these tests:
    /// ring cannot generate RSA keys.
    const RSA_TEST_KEY: &str = concat!(
        "MIIEogIBAAKCAQEAvghMDVsb0OaAglYF6sconoCrkoUowY9wzElXv5p3Rw8fxy3pbZs4uBw7uL7xGATJXtbSaJGr",
        "YW/046MirKOZ6OdZDedb4Gwq2agIhHA6Xoc4ZpYIeIb529GTma4d4nFPwhuQUA6sbg4Iw6uWNfjYgQy84MuBQMNX",
        "k5aeIwwerPQvphNE/UStm2/1Nq8lmyOfOGzN/kSi7c19IoDkeFnGOwZcjTzOT6GprOPm1ahAr4FLjXfbiQ+I++Ug",
        "BYczSrIr5PZv/EiK5jAFRqJxhmZiny8yC/ba+WDt5WRzAW3d6QVcugXxJvri7lmFGZSZitamdAVYkKXAfd2QLkqI",
        "Rmci/wIDAQABAoIBAEHbjUPZrd+tap8A4gcWI2kfDZb3SAMgy4Y46syv4yOAxdIZArtmHneL7VSe894PlpwkFgKA",
        "bWUU0Elt2Y/8GNRjDPVpF2nFAuqwtdb0L/5fnXfMCj5/BKueS6loctntzCbot5BPLYnsmjP5zNKCncHHoNPFI1PG",
        "/xxaiA58Xkswscu17E8EyKhlz2YEmfltjBGX0JvCWb1y7Y6Xno/tdvGTHUrxRy/rAKvCqMqQZ1lJWXznu58KFcPu",
        "CKporTcuGHxtaS0OdBsKhQDM9HMvMzfNLbUf+OO9yBBhYmdMwxv1fN6D96pxh04jgmxrLd4k8j/dE2g0bp0McIVO",
        "AMIoGYECgYEA7yGdP2RvASAXRMYee+JZCFBdTQctLvVnThEFyWJz5nHVm95/bxL0SCn9Sd1wSQHsqukGDU2rSa1k",
        "CRkOWb+gPePMnHRbBRMG5JH26zoq17/GsIqNclWV5qaFQLnV6vmZY4Z88IAJPa7gEYuye4M1aYUepCdB2TY1etGn",
        "bzRg7oECgYEAy3AGDWLa8OzGmpYnq7A4IrKRctjW/3jeKsSepe+9Ess5aRkcsTG7DVEzq0PHhpXF9vMdrRXpf8XY",
        "6iYmM41SH6j9LHwRpUFHtNR0pEW13wwEArjjHzufHg6TJrUjQJeZorGfqsnFJ58aOZHYD1+ZV/mq0qB/YRylBFEe",
        "FwXaUX8CgYBvLNyTrVjiWA4ZXlar1/b2o45NEooSK+ukYsui7g/eUowyFEaA2HoT1tm4bqgWeTuT1hSHONXqwh8h",
        "D7IZTbrtKyxkjMAIYukweSAoCnoCpll0mGXcgyfW/RI0nnFy9io3GD6b/ZrOP7BS1/TZ8Y1yin5NaSb3GnnQqQpD",
        "7EEogQKBgBQGY+Ifb/O1Ktt+mksRHoVz1FNcutUM3bmR/xfQYGkgLfeFbEiY35OxAYgDNPmvdnwXdD1cYc6c9/wc",
        "YzhB2eqZ5MnjMI12voszOoQNBJj/AsoNzvV9Fe2Me7mcrOqnwYy9NT1HfSuoQpmWHJFu1JZPUhxHhiJWAnxJS8/y",
        "WIobAoGAEHMBoaelN+oMQ1SZGYmhDxyRjIeaGThM68oK39g3JuR534gVAccIjzG0dSieRne45SaJPPZfYzSveFu0",
        "6h5CcJ2nptrtK5it/393jhFEEE9bXH99zKHWEzVrVmtxi6bZiolN6/P5bt6WwtsKJVS7/+S1WFSZhxL3P4A+rr1t",
        "+lA=",
    );

    #[test]
    fn rsa_pkcs1_and_pss_sign_and_verify_through_jwk_components() {
        use base64::Engine as _;
        let der = base64::engine::general_purpose::STANDARD
            .decode(RSA_TEST_KEY)
            .unwrap();
        let (n, e) = rsa_components_from_private_key(&der).unwrap();
        let dec = DecodingKey::from_rsa_raw_components(&n, &e);
        let enc = EncodingKey::from_rsa_der(&der);
        for alg in [
            Algorithm::RS256,
            Algorithm::RS512,
            Algorithm::PS256,
            Algorithm::PS384,
        ] {
            assert_eq!(roundtrip(alg, &enc, &dec).unwrap()["sub"], "a", "{alg:?}");
        }
        let wrong = DecodingKey::from_rsa_raw_components(&n, &[1, 0, 3]);
        let err = roundtrip(Algorithm::RS256, &enc, &wrong).unwrap_err();
        assert_eq!(*err.kind(), ErrorKind::InvalidSignature);
    }

    #[test]
    fn eddsa_signs_and_verifies_and_a_wrong_key_is_refused() {
        let (private, public) = ed25519();
        let (_, other) = ed25519();
        let enc = EncodingKey::from_ed_der(&private);
        let claims = roundtrip(Algorithm::EdDSA, &enc, &DecodingKey::from_ed_der(&public));
        assert_eq!(claims.unwrap()["sub"], "a");
        let err = roundtrip(Algorithm::EdDSA, &enc, &DecodingKey::from_ed_der(&other));
        assert_eq!(*err.unwrap_err().kind(), ErrorKind::InvalidSignature);
    }

    #[test]
    fn es256_and_es384_sign_and_verify_through_jwk_components() {
        for (alg, signing) in [
            (Algorithm::ES256, &ring_sig::ECDSA_P256_SHA256_FIXED_SIGNING),
            (Algorithm::ES384, &ring_sig::ECDSA_P384_SHA384_FIXED_SIGNING),
        ] {
            let rng = SystemRandom::new();
            let pkcs8 = ring_sig::EcdsaKeyPair::generate_pkcs8(signing, &rng).unwrap();
            let (_, x, y) = ec_components_from_private_key(pkcs8.as_ref(), alg).unwrap();
            use base64::Engine as _;
            let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
            let dec = DecodingKey::from_ec_components(&b64(&x), &b64(&y)).unwrap();
            let enc = EncodingKey::from_ec_der(pkcs8.as_ref());
            assert_eq!(roundtrip(alg, &enc, &dec).unwrap()["sub"], "a", "{alg:?}");
        }
    }

    #[test]
    fn hmac_verifies_its_own_secret_only() {
        let enc = EncodingKey::from_secret(b"s3cret").unwrap();
        let ok = roundtrip(
            Algorithm::HS256,
            &enc,
            &DecodingKey::from_secret(b"s3cret").unwrap(),
        );
        assert_eq!(ok.unwrap()["sub"], "a");
        let err = roundtrip(
            Algorithm::HS256,
            &enc,
            &DecodingKey::from_secret(b"other").unwrap(),
        );
        assert_eq!(*err.unwrap_err().kind(), ErrorKind::InvalidSignature);
    }

    #[test]
    fn a_key_of_another_family_is_refused_not_panicked_on() {
        let (private, _) = ed25519();
        let err = roundtrip(
            Algorithm::EdDSA,
            &EncodingKey::from_ed_der(&private),
            &DecodingKey::from_secret(b"x").unwrap(),
        );
        assert_eq!(*err.unwrap_err().kind(), ErrorKind::InvalidKeyFormat);
        assert!(rsa_components_from_public_key(b"").is_err());
        assert!(rsa_components_from_private_key(b"not der").is_err());
        let digest = compute_digest(b"abc", ThumbprintHash::SHA256).unwrap();
        assert_eq!(digest[..4], [0xba, 0x78, 0x16, 0xbf]);
    }
}
