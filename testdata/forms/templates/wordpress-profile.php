<?php
/**
 * Template Name: Member profile
 * The member's profile form, in a WordPress theme.
 */
get_header(); ?>
<main id="primary">
  <h1><?php esc_html_e( 'Your profile', 'kestrel' ); ?></h1>

  <?php if ( ! empty( $errors ) ) : ?>
    <div class="notice notice-error" role="alert"><?php echo wp_kses_post( $errors ); ?></div>
  <?php endif; ?>

  <form id="wp-profile" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" method="post">
    <?php wp_nonce_field( 'kestrel_profile' ); ?>
    <input type="hidden" name="action" value="kestrel_profile">

    <p>
      <label for="wp-display-name"><?php esc_html_e( 'Display name', 'kestrel' ); ?></label>
      <input id="wp-display-name" type="text" name="display_name" autocomplete="nickname"
             value="<?php echo esc_attr( $user->display_name ); ?>" required>
    </p>

    <p>
      <label for="wp-email"><?php esc_html_e( 'Email', 'kestrel' ); ?></label>
      <input id="wp-email" type="email" name="email" autocomplete="email"
             value="<?php echo esc_attr( $user->user_email ); ?>" required>
    </p>

    <?php if ( $ask_birthday ) : ?>
    <p>
      <label for="wp-birthday"><?php esc_html_e( 'Date of birth', 'kestrel' ); ?></label>
      <input id="wp-birthday" type="date" name="birthday" required>
    </p>
    <?php endif; ?>

    <p>
      <label for="wp-answer"><?php esc_html_e( 'Answer to your security question', 'kestrel' ); ?></label>
      <input id="wp-answer" name="security_answer" <?php echo $answer_attrs; ?> autocomplete="off">
    </p>

    <p>
      <label for="wp-pass"><?php esc_html_e( 'New password', 'kestrel' ); ?></label>
      <input id="wp-pass" type="password" name="pass1" autocomplete="new-password" <?php if ( $strict ) { ?>minlength="12"<?php } ?>>
    </p>

    <p>
      <label>
        <input type="checkbox" name="newsletter" value="1" <?php checked( $subscribed ); ?>>
        <?php esc_html_e( 'Send me the newsletter', 'kestrel' ); ?>
      </label>
    </p>

    <button type="submit"><?php esc_html_e( 'Save profile', 'kestrel' ); ?></button>
  </form>
</main>
<?php
get_footer();
