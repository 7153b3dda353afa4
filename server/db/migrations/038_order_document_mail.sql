-- Staff re-send an order's confirmation or invoice from the order desk ('order_document': the
-- PDF attached, made from the order as it is when re-sent).
SELECT allow_mail_template('order_document');
